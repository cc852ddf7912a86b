import { createHash } from 'node:crypto';
import { buildCiiXml } from './cii-xml.ts';
import {
  type BillingDocument,
  type BillingDocumentInput,
  isInvoiceDocument,
  parseBillingDocument,
} from './document-model.ts';
import { renderDocumentPdf } from './pdf/render-document.ts';
import { computeTotals, type DocumentTotals } from './totals.ts';

// The one call the billing module makes to issue a document: check it, compute its totals, write its XML
// (invoices and credit notes) and render its PDF.

export interface IssuedDocument {
  document: BillingDocument;
  totals: DocumentTotals;
  /** The CII XML embedded in the PDF; null for a quote, which is not an invoice. */
  xml: string | null;
  pdf: Uint8Array;
  /** SHA-256 of the PDF, hexadecimal: what a quote's acceptance records. */
  pdfSha256: string;
}

export async function issueDocument(
  input: BillingDocumentInput,
  options: { producedAt?: Date } = {},
): Promise<IssuedDocument> {
  const document = parseBillingDocument(input);
  const totals = computeTotals(document);
  const xml = isInvoiceDocument(document) ? buildCiiXml(document, totals) : null;
  const pdf = await renderDocumentPdf(document, {
    totals,
    xml: xml ?? undefined,
    producedAt: options.producedAt,
  });
  return { document, totals, xml, pdf, pdfSha256: sha256Hex(pdf) };
}

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * A value as JSON written one way only: object keys sorted, no spaces, undefined members left out. Two readers
 * of one document hash the same bytes, whatever order its fields were built in.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
