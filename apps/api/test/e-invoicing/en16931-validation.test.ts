import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCiiXml } from '../../src/modules/billing/documents/cii-xml.ts';
import { renderDocumentPdf } from '../../src/modules/billing/documents/pdf/render-document.ts';
import { readFacturXPdf } from '../../src/modules/billing/documents/read-factur-x.ts';
import { INVOICE_SCENARIOS } from '../billing-documents/invoice-scenarios.ts';
import { loadBusinessRules, validateBusinessRules, validateSchema } from './en16931-validator.ts';

// Every kind of invoice the engine issues passes the official EN 16931 validation: the CEN's business rules
// and the UN/CEFACT D16B schema. The broken invoices prove that the harness does fail.

const EXAMPLES = path.join(import.meta.dirname, 'en16931-cii', 'examples');
const invoices = INVOICE_SCENARIOS.map(({ name, document }) => ({
  name,
  fileName: `${name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()}.xml`,
  xml: buildCiiXml(document),
}));

function withGrandTotal(xml: string, total: string): string {
  return xml.replace(/<ram:GrandTotalAmount>[^<]*</, `<ram:GrandTotalAmount>${total}<`);
}

beforeAll(async () => {
  // The first run compiles the rules (about a minute); later runs read the compiled file.
  await loadBusinessRules();
}, 180_000);

describe('EN 16931 business rules', () => {
  it('accepts the official examples, so that a failure below is the invoice’s', async () => {
    for (const file of await readdir(EXAMPLES)) {
      const report = await validateBusinessRules(await readFile(path.join(EXAMPLES, file), 'utf8'));
      expect(report.failed, file).toEqual([]);
      expect(report.firedRules, file).toBeGreaterThan(100);
    }
  });

  it('has at least twenty invoices and credit notes to check', () => {
    expect(invoices.length).toBeGreaterThanOrEqual(20);
    expect(new Set(invoices.map((invoice) => invoice.fileName)).size).toBe(invoices.length);
  });

  it.each(invoices)('$name: no rule fails', async ({ xml }) => {
    const report = await validateBusinessRules(xml);
    expect(report.failed).toEqual([]);
    // A one-line invoice matches about 85 rule contexts; far fewer would mean the rules did not read it.
    expect(report.firedRules).toBeGreaterThan(60);
  });

  it('reports a wrong grand total (BR-CO-15, BR-CO-16)', async () => {
    const [first] = invoices;
    const report = await validateBusinessRules(withGrandTotal(first?.xml ?? '', '1.00'));
    expect(report.failed.map((failure) => failure.id).sort()).toEqual(['BR-CO-15', 'BR-CO-16']);
    expect(report.failed.every((failure) => failure.flag === 'fatal')).toBe(true);
  });

  it('reports a VAT amount that is not its rate applied to its basis (BR-CO-17, BR-CO-14, BR-S-09)', async () => {
    const scenario = invoices.find((invoice) => invoice.name === 'VAT at 20 %');
    // 20 % of 1,234.56 is 246.91. The rules tolerate up to a unit of currency either way, so the exact rounding
    // to the cent is proven by the totals' own tests, not here.
    const xml = (scenario?.xml ?? '').replace(
      '<ram:CalculatedAmount>246.91<',
      '<ram:CalculatedAmount>248.91<',
    );
    const report = await validateBusinessRules(xml);
    expect(report.failed.map((failure) => failure.id).sort()).toEqual(['BR-CO-14', 'BR-CO-17', 'BR-S-09']);
  });

  it('reports a reverse charge invoice without the buyer’s VAT number (BR-AE-02)', async () => {
    const scenario = invoices.find((invoice) => invoice.name === 'EU business client under reverse charge');
    const xml = (scenario?.xml ?? '').replace(
      /<ram:BuyerTradeParty>([\s\S]*?)<ram:SpecifiedTaxRegistration>[\s\S]*?<\/ram:SpecifiedTaxRegistration>/,
      '<ram:BuyerTradeParty>$1',
    );
    const report = await validateBusinessRules(xml);
    expect(new Set(report.failed.map((failure) => failure.id))).toEqual(new Set(['BR-AE-02']));
  });
});

describe('the XML a Factur-X PDF carries', () => {
  it('is read back from each PDF as it was written, and passes the rules', async () => {
    for (const { name, document } of INVOICE_SCENARIOS) {
      const xml = buildCiiXml(document);
      const { xml: embedded } = await readFacturXPdf(await renderDocumentPdf(document, { xml }));
      expect(embedded, name).toBe(xml);
      expect((await validateBusinessRules(embedded ?? '')).failed, name).toEqual([]);
    }
  });
});

describe('UN/CEFACT D16B schema', () => {
  it('accepts every invoice and credit note', async () => {
    const { isValid, errors } = await validateSchema(
      invoices.map(({ fileName, xml }) => ({ name: fileName, xml })),
    );
    expect(Object.fromEntries([...errors].filter(([, messages]) => messages.length > 0))).toEqual({});
    expect(isValid).toBe(true);
  });

  it('rejects an element out of its place', async () => {
    const xml = (invoices[0]?.xml ?? '').replace(
      /(<ram:InvoiceCurrencyCode>EUR<\/ram:InvoiceCurrencyCode>)([\s\S]*?)(<ram:PaymentReference>[^<]*<\/ram:PaymentReference>)/,
      '$3$2$1',
    );
    const swapped = xml.replace(
      /<ram:PaymentReference>([^<]*)<\/ram:PaymentReference>\s*<ram:InvoiceCurrencyCode>EUR<\/ram:InvoiceCurrencyCode>/,
      '<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode><ram:PaymentReference>$1</ram:PaymentReference>',
    );
    const { isValid, errors } = await validateSchema([{ name: 'swapped.xml', xml: swapped }]);
    expect(isValid).toBe(false);
    expect(errors.get('swapped.xml')?.join('\n')).toMatch(/PaymentReference/);
  });
});
