import SaxonJS from 'saxon-js';
import { describe, expect, it } from 'vitest';
import { buildCiiXml } from '../../src/modules/billing/documents/cii-xml.ts';
import { creditNoteFromInvoice } from '../../src/modules/billing/documents/document-lines.ts';
import { type Invoice, parseBillingDocument } from '../../src/modules/billing/documents/document-model.ts';
import { FRANCHISE_AGENCY, GERMAN_CLIENT, invoice, line } from './fixtures.ts';

// The business terms an e-invoicing platform reads from the XML, read back with XPath: the official rules
// (test/e-invoicing) say the XML is valid, these tests say it says what the document says.

const NAMESPACES = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
};

/** The string values an XPath finds in the XML (parsed, so escaping is undone). */
function read(xml: string, path: string): string[] {
  return SaxonJS.XPath.evaluate(`parse-xml($xml)${path} ! string()`, null, {
    namespaceContext: NAMESPACES,
    resultForm: 'array',
    params: { xml },
  }) as string[];
}

function parseInvoice(input: ReturnType<typeof invoice>): Invoice {
  const document = parseBillingDocument(input);
  if (document.kind !== 'invoice') throw new Error('Not an invoice');
  return document;
}

const SETTLEMENT = '//ram:ApplicableHeaderTradeSettlement';
const SUMMATION = `${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`;

describe('CII XML of an invoice', () => {
  const document = parseInvoice(
    invoice({
      purchaseOrderReference: 'BC-118',
      project: { reference: 'PRJ-77', name: 'Refonte' },
      prepaidCents: 10_000,
      lines: [
        line({ description: 'Audit <sécurité> & "RGPD"', quantity: 7, unit: 'HUR', unitPriceCents: 8_571 }),
        line({
          kind: 'agency-fee',
          description: 'Frais d’agence',
          unitPriceCents: 12_000,
          vat: { category: 'S', ratePercent: 10 },
        }),
      ],
    }),
  );
  const xml = buildCiiXml(document);

  it('declares the EN 16931 profile, the invoice type, number and dates', () => {
    expect(read(xml, '//ram:GuidelineSpecifiedDocumentContextParameter/ram:ID')).toEqual([
      'urn:cen.eu:en16931:2017',
    ]);
    expect(read(xml, '/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode')).toEqual(['380']);
    expect(read(xml, '/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:ID')).toEqual(['F-2026-0042']);
    expect(read(xml, '//ram:IssueDateTime/udt:DateTimeString')).toEqual(['20261126']);
    expect(read(xml, '//ram:IssueDateTime/udt:DateTimeString/@format')).toEqual(['102']);
    expect(
      read(xml, `${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime/udt:DateTimeString`),
    ).toEqual(['20261226']);
    expect(read(xml, `${SETTLEMENT}/ram:BillingSpecifiedPeriod/*/udt:DateTimeString`)).toEqual([
      '20261101',
      '20261130',
    ]);
  });

  it('identifies both parties by SIREN (scheme 0002), SIRET (0009) and VAT number', () => {
    const seller = '//ram:SellerTradeParty';
    expect(read(xml, `${seller}/ram:SpecifiedLegalOrganization/ram:ID`)).toEqual(['901234567']);
    expect(read(xml, `${seller}/ram:SpecifiedLegalOrganization/ram:ID/@schemeID`)).toEqual(['0002']);
    expect(read(xml, `${seller}/ram:GlobalID[@schemeID = '0009']`)).toEqual(['90123456700013']);
    expect(read(xml, `${seller}/ram:SpecifiedTaxRegistration/ram:ID[@schemeID = 'VA']`)).toEqual([
      'FR15901234567',
    ]);
    expect(read(xml, `${seller}/ram:Description`)[0]).toMatch(
      /^Escouade Conseil SAS au capital de 10\u202f000\u00a0€ · RCS Paris/,
    );
    const buyer = '//ram:BuyerTradeParty';
    expect(read(xml, `${buyer}/ram:SpecifiedLegalOrganization/ram:ID[@schemeID = '0002']`)).toEqual([
      '812345676',
    ]);
    expect(read(xml, `${buyer}/ram:SpecifiedTaxRegistration/ram:ID`)).toEqual(['FR19812345676']);
    expect(read(xml, `${buyer}/ram:PostalTradeAddress/ram:CountryID`)).toEqual(['FR']);
    expect(read(xml, '//ram:BuyerOrderReferencedDocument/ram:IssuerAssignedID')).toEqual(['BC-118']);
    expect(read(xml, '//ram:SpecifiedProcuringProject/ram:ID')).toEqual(['PRJ-77']);
  });

  it('escapes what the XML must escape and keeps the text intact', () => {
    expect(xml).toContain('Audit &lt;sécurité&gt; &amp; "RGPD"');
    expect(
      read(xml, '//ram:IncludedSupplyChainTradeLineItem[1]//ram:SpecifiedTradeProduct/ram:Name'),
    ).toEqual(['Audit <sécurité> & "RGPD"']);
  });

  it('writes lines, VAT per rate and totals in decimals of two places', () => {
    expect(
      read(
        xml,
        '//ram:IncludedSupplyChainTradeLineItem/ram:SpecifiedLineTradeDelivery/ram:BilledQuantity/@unitCode',
      ),
    ).toEqual(['HUR', 'C62']);
    expect(read(xml, '//ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount')).toEqual([
      '599.97',
      '120.00',
    ]);
    expect(read(xml, `${SETTLEMENT}/ram:ApplicableTradeTax/ram:RateApplicablePercent`)).toEqual(['20', '10']);
    expect(read(xml, `${SETTLEMENT}/ram:ApplicableTradeTax/ram:CalculatedAmount`)).toEqual([
      '119.99',
      '12.00',
    ]);
    expect(read(xml, `${SUMMATION}/*`)).toEqual(['719.97', '719.97', '131.99', '851.96', '100.00', '751.96']);
    expect(read(xml, `${SUMMATION}/ram:TaxTotalAmount/@currencyID`)).toEqual(['EUR']);
  });

  it('asks for a SEPA credit transfer to the seller’s IBAN', () => {
    const means = `${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans`;
    expect(read(xml, `${means}/ram:TypeCode`)).toEqual(['58']);
    expect(read(xml, `${means}/ram:PayeePartyCreditorFinancialAccount/ram:IBANID`)).toEqual([
      'FR7630006000011234567890189',
    ]);
    expect(read(xml, `${means}/ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID`)).toEqual([
      'AGRIFRPPXXX',
    ]);
    expect(read(xml, `${SETTLEMENT}/ram:PaymentReference`)).toEqual(['F-2026-0042']);
  });

  it('carries the French legal mentions as notes with their subject codes', () => {
    const notes = '//rsm:ExchangedDocument/ram:IncludedNote';
    expect(read(xml, `${notes}/ram:SubjectCode`)).toEqual(['PMD', 'PMT', 'AAB']);
    expect(read(xml, `${notes}[ram:SubjectCode = 'PMD']/ram:Content`)[0]).toContain('12,15\u202f%');
    expect(read(xml, `${notes}[ram:SubjectCode = 'PMT']/ram:Content`)[0]).toContain('40\u00a0€');
  });
});

describe('CII XML of the other VAT treatments and of a credit note', () => {
  it('gives the exemption’s reason and code for a business under the franchise en base', () => {
    const xml = buildCiiXml(
      parseInvoice(
        invoice({
          seller: FRANCHISE_AGENCY,
          vatExemption: { reason: 'TVA non applicable, art. 293 B du CGI', code: 'VATEX-FR-FRANCHISE' },
          lines: [line({ vat: { category: 'E' } })],
        }),
      ),
    );
    const tax = `${SETTLEMENT}/ram:ApplicableTradeTax`;
    expect(read(xml, `${tax}/ram:CategoryCode`)).toEqual(['E']);
    expect(read(xml, `${tax}/ram:ExemptionReason`)).toEqual(['TVA non applicable, art. 293 B du CGI']);
    expect(read(xml, `${tax}/ram:ExemptionReasonCode`)).toEqual(['VATEX-FR-FRANCHISE']);
    expect(read(xml, `${tax}/ram:CalculatedAmount`)).toEqual(['0.00']);
    expect(read(xml, "//ram:SellerTradeParty/ram:SpecifiedTaxRegistration/ram:ID[@schemeID = 'FC']")).toEqual(
      ['1234567890123'],
    );
    expect(
      read(xml, "//rsm:ExchangedDocument/ram:IncludedNote[ram:SubjectCode = 'TXD']/ram:Content"),
    ).toEqual(['TVA non applicable, art. 293 B du CGI']);
  });

  it('says « Autoliquidation » for a client in another member state, who has no SIREN', () => {
    const xml = buildCiiXml(
      parseInvoice(
        invoice({ language: 'en', buyer: GERMAN_CLIENT, lines: [line({ vat: { category: 'AE' } })] }),
      ),
    );
    expect(read(xml, `${SETTLEMENT}/ram:ApplicableTradeTax/ram:ExemptionReason`)).toEqual([
      'Autoliquidation',
    ]);
    expect(read(xml, `${SETTLEMENT}/ram:ApplicableTradeTax/ram:ExemptionReasonCode`)).toEqual([
      'VATEX-EU-AE',
    ]);
    expect(read(xml, '//ram:BuyerTradeParty/ram:SpecifiedLegalOrganization')).toEqual([]);
    expect(read(xml, '//ram:BuyerTradeParty/ram:SpecifiedTaxRegistration/ram:ID')).toEqual(['DE123456789']);
    expect(read(xml, `${SUMMATION}/ram:GrandTotalAmount`)).toEqual(['1000.00']);
  });

  it('types a credit note 381 and references the invoice it cancels', () => {
    const original = parseInvoice(invoice());
    const xml = buildCiiXml(
      creditNoteFromInvoice(original, {
        number: 'AV-2026-0001',
        issueDate: '2026-12-01',
        reason: 'Annulation',
      }),
    );
    expect(read(xml, '/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode')).toEqual(['381']);
    expect(read(xml, `${SETTLEMENT}/ram:InvoiceReferencedDocument/ram:IssuerAssignedID`)).toEqual([
      'F-2026-0042',
    ]);
    expect(
      read(xml, `${SETTLEMENT}/ram:InvoiceReferencedDocument/ram:FormattedIssueDateTime/qdt:DateTimeString`),
    ).toEqual(['20261126']);
    expect(read(xml, `${SUMMATION}/ram:DuePayableAmount`)).toEqual(['1200.00']);
    expect(read(xml, `${SETTLEMENT}/ram:SpecifiedTradePaymentTerms/ram:DueDateDateTime`)).toEqual([]);
  });
});
