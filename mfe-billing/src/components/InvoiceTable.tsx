// The invoice history table of the billing overview and the invoices screen.
import type { Invoice } from '../graphql/billing';
import styles from './billing.module.css';
import { day, money } from './format';
import { StatusBadge } from './StatusBadge';

export function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0) return <p className={styles.muted}>No invoices yet.</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="invoice-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Number</th>
            <th scope="col" className={styles.num}>
              Amount
            </th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className={styles.srOnly}>Download</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.uuid} data-testid="invoice-row">
              <td>{day(invoice.date)}</td>
              <td>{invoice.number ?? '—'}</td>
              <td className={styles.num}>{money(invoice.amount, invoice.currency)}</td>
              <td>
                <StatusBadge status={invoice.status} label={invoice.statusLabel} />
                {invoice.status === 'unpaid' && invoice.nextAttemptAt ? (
                  <span className={styles.muted}> next try {day(invoice.nextAttemptAt)}</span>
                ) : null}
              </td>
              <td>
                {invoice.downloadUrl ? (
                  <a href={invoice.downloadUrl} download data-testid="invoice-download">
                    Download PDF
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
