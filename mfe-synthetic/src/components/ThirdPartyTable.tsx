// The third parties of a snapshot or a test: requests, transfer size and main-thread time per entity.
// A snapshot: its state (live until it is over), versions and tests, with its children: third parties
// and the four Lighthouse categories across its tests.
import { formatMetric, getMetric } from '@pace/metrics';
import type { ThirdPartyRow } from '../graphql/synthetic';
import { count } from './common';
import styles from './synthetic.module.css';

export function ThirdPartyTable({ parties }: { parties: ThirdPartyRow[] }) {
  if (!parties.length) return <p className={styles.muted}>No third parties.</p>;
  return (
    <table className={styles.table} data-testid="third-parties">
      <thead>
        <tr>
          <th>Third party</th>
          <th>Category</th>
          <th data-numeric>Requests</th>
          <th data-numeric>Transfer size</th>
          <th data-numeric>Main-thread time</th>
        </tr>
      </thead>
      <tbody>
        {parties.map((party) => (
          <tr key={party.entity}>
            <td>{party.entity}</td>
            <td>{party.category ?? '—'}</td>
            <td data-numeric>{count(party.requests)}</td>
            <td data-numeric>
              {formatMetric(getMetric('synthetic', 'third_party_size'), party.transferSize)}
            </td>
            <td data-numeric>
              {formatMetric(getMetric('synthetic', 'third_party_main_thread_duration'), party.mainThreadTime)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
