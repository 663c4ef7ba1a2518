// "Field and lab" on the RUM metric detail (issue 22): for a page with RUM data and a synthetic test, the
// LCP element and the slowest INP element of real visitors beside the LCP element, parts and long tasks of
// the page's latest test, with the verdict; one click opens that test at its LCP element. The page is kept
// in the URL (fieldPath or fieldGrouping), so the synthetic test detail can link here for its page.
import { AppLink, pathTo, searchWith, useRemote } from '@pace/mfe-kit';
import { Card, Skeleton } from '@pace/ui';
import { CHART_ERROR_MESSAGE } from '@pace/ui/charts';
import { useQuery } from 'urql';
import { FIELD_LAB, type FieldLabResult } from '../graphql/rum';
import { formatCount, formatValue, metricName, type Period, useSite } from './common';
import styles from './rum.module.css';

type FieldElement = NonNullable<FieldLabResult['field']['lcpElement']>;

/** The verdict in bold (the summary's first words, up to its colon), then the rest. */
function Summary({ text }: { text: string }) {
  const colon = text.indexOf(':');
  if (colon < 0) return <>{text}</>;
  return (
    <>
      <strong>{text.slice(0, colon)}</strong>
      {text.slice(colon)}
    </>
  );
}
const percent = (share: number) => `${Math.round(share * 100)} %`;
const partName = (key: string | null | undefined) => (key ? metricName(key).replace(/^(LCP|INP) /, '') : '—');

function Parts({
  parts,
  dominant,
  testId,
}: {
  parts: FieldElement['parts'];
  dominant: string | null | undefined;
  testId: string;
}) {
  return (
    <table className={styles.table} data-testid={testId}>
      <tbody>
        {parts.map((part) => (
          <tr key={part.metric} data-dominant={part.metric === dominant || undefined}>
            <td>
              {partName(part.metric)}
              {part.metric === dominant ? <strong> · dominates</strong> : null}
            </td>
            <td data-numeric>{formatValue(part.metric, part.p75)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FieldSide({
  title,
  element,
  metric,
}: {
  title: string;
  element: FieldElement | null | undefined;
  metric: 'lcp' | 'inp';
}) {
  if (!element) return <p className={styles.muted}>{title}: no element measured in the period.</p>;
  return (
    <div data-testid={`field-${metric}-element`}>
      <h3 className={styles.subheading}>{title}</h3>
      <code className={styles.selector} title={element.selector}>
        {element.selector}
      </code>
      <p className={styles.muted}>
        {percent(element.share)} of page views · p75 {formatValue(metric, element.p75)}
      </p>
      <Parts parts={element.parts} dominant={element.dominantPart} testId={`field-${metric}-parts`} />
    </div>
  );
}

export function FieldLabPanel({ period, filtered }: { period: Period; filtered: boolean }) {
  const { route, navigate } = useRemote();
  const { teamId, siteId } = useSite();
  const path = route.search.fieldPath ? String(route.search.fieldPath) : null;
  const pageGrouping = route.search.fieldGrouping ? String(route.search.fieldGrouping) : null;
  const [{ data, fetching, error }] = useQuery({
    query: FIELD_LAB,
    variables: { teamId, siteId, path, pageGrouping, period },
  });
  const comparison = data?.fieldLab;
  const choose = (value: string) => {
    const [kind, ...rest] = value.split(':');
    const page = rest.join(':');
    navigate(
      `${route.path}${searchWith(route.search, {
        fieldPath: kind === 'path' ? page : null,
        fieldGrouping: kind === 'pageGrouping' ? page : null,
      })}`,
      { replace: true },
    );
  };
  const lab = comparison?.lab;
  const testHref = lab
    ? pathTo(
        'snapshots/$snapshotId/tests/$testId',
        { teamId, siteId, snapshotId: lab.snapshotId, testId: lab.testId },
        { focus: 'lcp-element', fieldElement: comparison?.field.lcpElement?.selector },
      )
    : null;
  return (
    <Card title="Field and lab">
      <div id="field-lab" data-testid="field-lab">
        {fetching && !data ? <Skeleton height={160} label="Loading the field and lab comparison" /> : null}
        {error ? (
          <p className={styles.error} role="alert">
            {CHART_ERROR_MESSAGE}
          </p>
        ) : null}
        {data && !comparison ? (
          <p className={styles.muted}>
            No page has both RUM data in this period and a synthetic test: add the page to the synthetic pages
            to compare its real visitors' elements with the lab's.
          </p>
        ) : null}
        {comparison ? (
          <>
            {filtered ? (
              <p className={styles.muted}>
                Every visitor of the page: elements are compared without filters.
              </p>
            ) : null}
            <div className={styles.toolbar}>
              <label className={styles.toolbar}>
                <span className={styles.muted}>Page</span>
                <select
                  className={styles.select}
                  value={`${comparison.pageKind}:${comparison.page}`}
                  onChange={(event) => choose(event.target.value)}
                  data-testid="field-lab-page"
                >
                  {comparison.candidates.some(
                    (c) => c.pageKind === comparison.pageKind && c.page === comparison.page,
                  ) ? null : (
                    <option value={`${comparison.pageKind}:${comparison.page}`}>{comparison.page}</option>
                  )}
                  {comparison.candidates.map((candidate) => (
                    <option
                      key={`${candidate.pageKind}:${candidate.page}`}
                      value={`${candidate.pageKind}:${candidate.page}`}
                    >
                      {candidate.pageKind === 'pageGrouping'
                        ? `Page grouping: ${candidate.page}`
                        : candidate.page}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <p className={styles.verdict} data-testid="field-lab-verdict" data-verdict={comparison.verdict}>
              <Summary text={comparison.summary} />
            </p>
            <div className={styles.wide}>
              <div>
                <h2 className={styles.subheading}>
                  Real visitors ({formatCount(comparison.field.lcpPageViews)} page views)
                </h2>
                <FieldSide title="LCP element" element={comparison.field.lcpElement} metric="lcp" />
                <FieldSide
                  title="Slowest INP element"
                  element={comparison.field.slowestInpElement}
                  metric="inp"
                />
              </div>
              <div data-testid="lab-side">
                <h2 className={styles.subheading}>Lab: latest synthetic test</h2>
                {lab ? (
                  <>
                    <p className={styles.muted}>
                      {lab.pageName}
                      {lab.profileName ? ` · ${lab.profileName}` : ''} · LCP {formatValue('lcp', lab.lcp)}
                    </p>
                    <h3 className={styles.subheading}>LCP element</h3>
                    {lab.element ? (
                      <code
                        className={styles.selector}
                        title={lab.element.snippet ?? lab.element.selector}
                        data-testid="lab-lcp-element"
                      >
                        {lab.element.selector}
                      </code>
                    ) : (
                      <p className={styles.muted}>The report names no LCP element.</p>
                    )}
                    <Parts parts={lab.parts} dominant={lab.dominantPart} testId="lab-lcp-parts" />
                    <p className={styles.muted} data-testid="lab-long-tasks">
                      {lab.longTasks.length
                        ? `${lab.longTasks.length} long ${lab.longTasks.length === 1 ? 'task' : 'tasks'}, ${formatValue(
                            'lcp',
                            lab.longTasks.reduce((sum, task) => sum + task.duration, 0),
                          )} in all`
                        : 'No long tasks'}
                    </p>
                    {testHref ? (
                      <AppLink href={testHref} data-testid="open-lab-element">
                        Open the test at its LCP element
                      </AppLink>
                    ) : null}
                  </>
                ) : (
                  <p className={styles.muted}>No completed synthetic test of this page yet.</p>
                )}
              </div>
            </div>
          </>
        ) : null}
      </div>
    </Card>
  );
}
