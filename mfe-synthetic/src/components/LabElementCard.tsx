// The test's LCP element (Lighthouse's node), and the field's view of the same page (issue 22): the LCP
// element of real visitors with the verdict, and a link to the RUM metric detail at that page. The RUM
// comparison links here with ?focus=lcp-element, which scrolls to this card and marks it.
import { AppLink, pathTo, useRemote } from '@pace/mfe-kit';
import { Card } from '@pace/ui';
import { useEffect, useRef } from 'react';
import { useQuery } from 'urql';
import { TEST_FIELD_VIEW } from '../graphql/synthetic';
import styles from './synthetic.module.css';

interface Props {
  element: { selector: string; label: string | null; snippet: string | null } | null;
  pageId: string;
  testId: string;
}

const VERDICT: Record<string, string> = {
  same: 'Same element as real visitors',
  different: "Not real visitors' LCP element",
  unsure: "Perhaps real visitors' LCP element",
  no_data: 'No field element to compare',
};

export function LabElementCard({ element, pageId, testId }: Props) {
  const { route, readOnly } = useRemote();
  const { teamId = '', siteId = '' } = route.params;
  const focused = route.search.focus === 'lcp-element';
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focused) card.current?.scrollIntoView({ block: 'center' });
  }, [focused]);
  // A shared report shows the lab only: RUM stays with the site's team.
  const [{ data }] = useQuery({
    query: TEST_FIELD_VIEW,
    variables: { teamId, siteId, pageId },
    pause: readOnly,
  });
  const field = data?.fieldLab;
  const fieldElement = field?.field.lcpElement;
  const href = field
    ? pathTo('rum/metrics/$metricName', { teamId, siteId, metricName: 'lcp' }, { fieldPath: field.page })
    : null;
  return (
    <Card title="LCP element">
      <div
        id="lcp-element"
        ref={card}
        className={focused ? styles.focused : undefined}
        data-testid="lab-lcp-element"
        data-focused={focused || undefined}
      >
        {element ? (
          <>
            <code className={styles.selector}>{element.selector}</code>
            {element.label ? <p className={styles.muted}>{element.label}</p> : null}
            {element.snippet ? <code className={styles.snippet}>{element.snippet}</code> : null}
          </>
        ) : (
          <p className={styles.muted}>The report names no LCP element.</p>
        )}
        {field && fieldElement ? (
          <div data-testid="field-view">
            <p>
              <strong>
                {field.lab?.testId === testId ? VERDICT[fieldElement.verdict ?? 'no_data'] : 'Real visitors'}
              </strong>
              : their LCP element on {field.page} is{' '}
              <code className={styles.selector}>{fieldElement.selector}</code> (
              {Math.round(fieldElement.share * 100)} % of page views).
            </p>
          </div>
        ) : null}
        {href ? (
          <AppLink href={href} data-testid="open-field-view">
            Field view of this page
          </AppLink>
        ) : null}
      </div>
    </Card>
  );
}
