// A Lighthouse category's score and its audits, the ones to fix first.
import { useState } from 'react';
import type { LighthouseCategory } from '../graphql/synthetic';
import { MetricFigure } from './common';
import styles from './synthetic.module.css';

const SCORE_KEYS: Record<string, string> = {
  performance: 'performance_score',
  accessibility: 'accessibility_score',
  'best-practices': 'best_practices_score',
  seo: 'seo_score',
};

export function CategoryAudits({ category }: { category: LighthouseCategory }) {
  const [showPassed, setShowPassed] = useState(false);
  const failing = category.audits.filter((audit) => !audit.passed);
  const passed = category.audits.length - failing.length;
  const shown = showPassed ? category.audits : failing;
  return (
    <div className={styles.stack} data-testid={`category-${category.id}`}>
      <p>
        {category.title}:{' '}
        <MetricFigure metric={SCORE_KEYS[category.id] ?? category.id} value={category.score} />
      </p>
      {shown.length ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Audit</th>
              <th>Result</th>
              <th data-numeric>Score</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((audit) => (
              <tr key={audit.id}>
                <td>{audit.title}</td>
                <td>
                  {audit.displayValue ??
                    (audit.passed
                      ? 'Passed'
                      : audit.displayMode === 'informative'
                        ? 'Information'
                        : 'Needs attention')}
                </td>
                <td data-numeric>{audit.score ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className={styles.muted}>Every audit passed.</p>
      )}
      {passed > 0 ? (
        <button type="button" className={styles.link} onClick={() => setShowPassed(!showPassed)}>
          {showPassed ? 'Hide passed audits' : `Show ${passed} passed audits`}
        </button>
      ) : null}
    </div>
  );
}
