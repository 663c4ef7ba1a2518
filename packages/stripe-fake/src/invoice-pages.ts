// The invoice pages Stripe hosts: the page a customer opens from an email and the PDF it links to.
import type { Invoice } from './objects.ts';

const money = (invoice: Invoice) => `${(invoice.total / 100).toFixed(2)} ${invoice.currency.toUpperCase()}`;
const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function invoicePage(invoice: Invoice): string {
  const lines = invoice.lines.data
    .map(
      (line) => `<tr><td>${escapeHtml(line.description)}</td><td>${(line.amount / 100).toFixed(2)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><meta charset="utf-8"><title>Invoice ${invoice.number}</title>
<h1>Invoice ${invoice.number}</h1><p>${day(invoice.created)} · ${invoice.status} · ${money(invoice)}</p>
<table>${lines}</table><p><a href="/invoices/${invoice.id}/pdf">Download PDF</a></p>`;
}

/** A one-page PDF with the invoice's number, date, lines and total: enough for a download to open. */
export function invoicePdf(invoice: Invoice): Buffer {
  const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const rows = [
    `Invoice ${invoice.number}`,
    `Date: ${day(invoice.created)}    Status: ${invoice.status}`,
    `Billed to: ${invoice.customer_name ?? ''} ${invoice.customer_email ?? ''}`,
    ...invoice.lines.data.map((line) => `${line.description}: ${(line.amount / 100).toFixed(2)}`),
    `Total: ${money(invoice)}`,
    ...(invoice.custom_fields ?? []).map((field) => `${field.name}: ${field.value}`),
    ...(invoice.footer ? [invoice.footer] : []),
  ];
  const content = `BT /F1 12 Tf 72 760 Td 16 TL ${rows.map((row) => `(${pdfText(row)}) Tj T*`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
