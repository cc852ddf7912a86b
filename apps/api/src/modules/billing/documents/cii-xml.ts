import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { centsToDecimal, numberToDecimal, QUANTITY_DECIMALS, RATE_DECIMALS } from './amounts.ts';
import type { Address, Buyer, InvoiceDocument, Seller } from './document-model.ts';
import { legalNotes, REVERSE_CHARGE_CODE, REVERSE_CHARGE_REASON, sellerLegalLine } from './legal-mentions.ts';
import { computeTotals, type DocumentTotals, type VatBreakdown, vatRateOf } from './totals.ts';

// The invoice or credit note as UN/CEFACT Cross Industry Invoice D16B XML, in the EN 16931 profile of Factur-X
// (the file a Factur-X PDF embeds as factur-x.xml). Elements follow the order of the D16B schema; every value
// is written through the XML builder, which escapes it.

export const EN16931_GUIDELINE_ID = 'urn:cen.eu:en16931:2017';

/** UNTDID 1001 document types. */
export const DOCUMENT_TYPE_CODES = { invoice: '380', 'credit-note': '381' } as const;

/** ISO 6523 schemes: SIRENE (a SIREN) and SIRET. */
const SIREN_SCHEME = '0002';
const SIRET_SCHEME = '0009';
/** UNTDID 4461: SEPA credit transfer. */
const SEPA_CREDIT_TRANSFER = '58';
/** Electronic address scheme: e-mail. */
const EMAIL_SCHEME = 'EM';

const NAMESPACES = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/** A calendar day in the CII's format 102: YYYYMMDD. */
function day102(day: string): string {
  return day.replaceAll('-', '');
}

function text(parent: XMLBuilder, name: string, value: string, attributes?: Record<string, string>): void {
  parent.ele(name, attributes).txt(value);
}

function dateTime(parent: XMLBuilder, name: string, day: string, qualifier: 'udt' | 'qdt' = 'udt'): void {
  parent.ele(name).ele(`${qualifier}:DateTimeString`, { format: '102' }).txt(day102(day));
}

export function buildCiiXml(
  document: InvoiceDocument,
  totals: DocumentTotals = computeTotals(document),
): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('rsm:CrossIndustryInvoice', NAMESPACES);
  root
    .ele('rsm:ExchangedDocumentContext')
    .ele('ram:GuidelineSpecifiedDocumentContextParameter')
    .ele('ram:ID')
    .txt(EN16931_GUIDELINE_ID);
  addExchangedDocument(root.ele('rsm:ExchangedDocument'), document);
  const transaction = root.ele('rsm:SupplyChainTradeTransaction');
  document.lines.forEach((line, index) => {
    const item = transaction.ele('ram:IncludedSupplyChainTradeLineItem');
    text(item.ele('ram:AssociatedDocumentLineDocument'), 'ram:LineID', String(index + 1));
    const product = item.ele('ram:SpecifiedTradeProduct');
    text(product, 'ram:Name', line.description);
    if (line.detail) text(product, 'ram:Description', line.detail);
    text(
      item.ele('ram:SpecifiedLineTradeAgreement').ele('ram:NetPriceProductTradePrice'),
      'ram:ChargeAmount',
      centsToDecimal(line.unitPriceCents),
    );
    text(
      item.ele('ram:SpecifiedLineTradeDelivery'),
      'ram:BilledQuantity',
      numberToDecimal(line.quantity, QUANTITY_DECIMALS),
      {
        unitCode: line.unit,
      },
    );
    const settlement = item.ele('ram:SpecifiedLineTradeSettlement');
    const tax = settlement.ele('ram:ApplicableTradeTax');
    text(tax, 'ram:TypeCode', 'VAT');
    text(tax, 'ram:CategoryCode', line.vat.category);
    text(tax, 'ram:RateApplicablePercent', numberToDecimal(vatRateOf(line.vat), RATE_DECIMALS));
    if (line.period) addPeriod(settlement, line.period);
    text(
      settlement.ele('ram:SpecifiedTradeSettlementLineMonetarySummation'),
      'ram:LineTotalAmount',
      centsToDecimal(totals.lineNetCents[index] ?? 0),
    );
  });
  addAgreement(transaction.ele('ram:ApplicableHeaderTradeAgreement'), document);
  transaction.ele('ram:ApplicableHeaderTradeDelivery');
  addSettlement(transaction.ele('ram:ApplicableHeaderTradeSettlement'), document, totals);
  return root.end({ prettyPrint: true });
}

function addExchangedDocument(exchanged: XMLBuilder, document: InvoiceDocument): void {
  text(exchanged, 'ram:ID', document.number);
  text(exchanged, 'ram:TypeCode', DOCUMENT_TYPE_CODES[document.kind]);
  dateTime(exchanged, 'ram:IssueDateTime', document.issueDate);
  const notes = legalNotes(document);
  if (document.kind === 'credit-note' && document.reason)
    notes.unshift({ subjectCode: 'AAI', text: document.reason });
  for (const note of notes) {
    const element = exchanged.ele('ram:IncludedNote');
    text(element, 'ram:Content', note.text);
    text(element, 'ram:SubjectCode', note.subjectCode);
  }
}

function addAddress(party: XMLBuilder, address: Address): void {
  const element = party.ele('ram:PostalTradeAddress');
  if (address.postcode) text(element, 'ram:PostcodeCode', address.postcode);
  const [lineOne, lineTwo, lineThree] = address.lines;
  if (lineOne) text(element, 'ram:LineOne', lineOne);
  if (lineTwo) text(element, 'ram:LineTwo', lineTwo);
  if (lineThree) text(element, 'ram:LineThree', lineThree);
  text(element, 'ram:CityName', address.city);
  text(element, 'ram:CountryID', address.countryCode);
}

function addSeller(party: XMLBuilder, seller: Seller, document: InvoiceDocument): void {
  text(party, 'ram:GlobalID', seller.siret, { schemeID: SIRET_SCHEME });
  text(party, 'ram:Name', seller.legalName);
  text(party, 'ram:Description', sellerLegalLine(seller, document.language));
  text(party.ele('ram:SpecifiedLegalOrganization'), 'ram:ID', seller.siren, { schemeID: SIREN_SCHEME });
  const contact = party.ele('ram:DefinedTradeContact');
  if (seller.phone)
    text(contact.ele('ram:TelephoneUniversalCommunication'), 'ram:CompleteNumber', seller.phone);
  text(contact.ele('ram:EmailURIUniversalCommunication'), 'ram:URIID', seller.email);
  addAddress(party, seller.address);
  text(party.ele('ram:URIUniversalCommunication'), 'ram:URIID', seller.email, { schemeID: EMAIL_SCHEME });
  if (seller.vatNumber)
    text(party.ele('ram:SpecifiedTaxRegistration'), 'ram:ID', seller.vatNumber, { schemeID: 'VA' });
  if (seller.taxRegistrationId) {
    text(party.ele('ram:SpecifiedTaxRegistration'), 'ram:ID', seller.taxRegistrationId, { schemeID: 'FC' });
  }
}

function addBuyer(party: XMLBuilder, buyer: Buyer): void {
  if (buyer.siret) text(party, 'ram:GlobalID', buyer.siret, { schemeID: SIRET_SCHEME });
  text(party, 'ram:Name', buyer.legalName);
  if (buyer.siren)
    text(party.ele('ram:SpecifiedLegalOrganization'), 'ram:ID', buyer.siren, { schemeID: SIREN_SCHEME });
  if (buyer.contactName || buyer.email) {
    const contact = party.ele('ram:DefinedTradeContact');
    if (buyer.contactName) text(contact, 'ram:PersonName', buyer.contactName);
    if (buyer.email) text(contact.ele('ram:EmailURIUniversalCommunication'), 'ram:URIID', buyer.email);
  }
  addAddress(party, buyer.address);
  if (buyer.email)
    text(party.ele('ram:URIUniversalCommunication'), 'ram:URIID', buyer.email, { schemeID: EMAIL_SCHEME });
  if (buyer.vatNumber)
    text(party.ele('ram:SpecifiedTaxRegistration'), 'ram:ID', buyer.vatNumber, { schemeID: 'VA' });
}

function addAgreement(agreement: XMLBuilder, document: InvoiceDocument): void {
  addSeller(agreement.ele('ram:SellerTradeParty'), document.seller, document);
  addBuyer(agreement.ele('ram:BuyerTradeParty'), document.buyer);
  if (document.purchaseOrderReference) {
    text(
      agreement.ele('ram:BuyerOrderReferencedDocument'),
      'ram:IssuerAssignedID',
      document.purchaseOrderReference,
    );
  }
  if (document.project) {
    const project = agreement.ele('ram:SpecifiedProcuringProject');
    text(project, 'ram:ID', document.project.reference);
    text(project, 'ram:Name', document.project.name);
  }
}

function addPeriod(parent: XMLBuilder, period: { start: string; end: string }): void {
  const element = parent.ele('ram:BillingSpecifiedPeriod');
  dateTime(element, 'ram:StartDateTime', period.start);
  dateTime(element, 'ram:EndDateTime', period.end);
}

function addVatBreakdown(settlement: XMLBuilder, group: VatBreakdown, document: InvoiceDocument): void {
  const tax = settlement.ele('ram:ApplicableTradeTax');
  text(tax, 'ram:CalculatedAmount', centsToDecimal(group.vatCents));
  text(tax, 'ram:TypeCode', 'VAT');
  const exemption =
    group.category === 'E'
      ? document.vatExemption
      : group.category === 'AE'
        ? { reason: REVERSE_CHARGE_REASON, code: REVERSE_CHARGE_CODE }
        : undefined;
  if (exemption) text(tax, 'ram:ExemptionReason', exemption.reason);
  text(tax, 'ram:BasisAmount', centsToDecimal(group.basisCents));
  text(tax, 'ram:CategoryCode', group.category);
  if (exemption?.code) text(tax, 'ram:ExemptionReasonCode', exemption.code);
  text(tax, 'ram:RateApplicablePercent', numberToDecimal(group.ratePercent, RATE_DECIMALS));
}

function addSettlement(settlement: XMLBuilder, document: InvoiceDocument, totals: DocumentTotals): void {
  text(settlement, 'ram:PaymentReference', document.number);
  text(settlement, 'ram:InvoiceCurrencyCode', 'EUR');
  const means = settlement.ele('ram:SpecifiedTradeSettlementPaymentMeans');
  text(means, 'ram:TypeCode', SEPA_CREDIT_TRANSFER);
  text(means.ele('ram:PayeePartyCreditorFinancialAccount'), 'ram:IBANID', document.seller.iban);
  text(means.ele('ram:PayeeSpecifiedCreditorFinancialInstitution'), 'ram:BICID', document.seller.bic);
  for (const group of totals.vatBreakdown) addVatBreakdown(settlement, group, document);
  if (document.servicePeriod) addPeriod(settlement, document.servicePeriod);
  const terms = settlement.ele('ram:SpecifiedTradePaymentTerms');
  text(terms, 'ram:Description', document.paymentTerms);
  if (document.dueDate) dateTime(terms, 'ram:DueDateDateTime', document.dueDate);
  const summation = settlement.ele('ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  text(summation, 'ram:LineTotalAmount', centsToDecimal(totals.lineTotalCents));
  text(summation, 'ram:TaxBasisTotalAmount', centsToDecimal(totals.taxBasisTotalCents));
  text(summation, 'ram:TaxTotalAmount', centsToDecimal(totals.vatTotalCents), { currencyID: 'EUR' });
  text(summation, 'ram:GrandTotalAmount', centsToDecimal(totals.grandTotalCents));
  if (totals.prepaidCents !== 0)
    text(summation, 'ram:TotalPrepaidAmount', centsToDecimal(totals.prepaidCents));
  text(summation, 'ram:DuePayableAmount', centsToDecimal(totals.dueCents));
  if (document.kind === 'credit-note') {
    const invoice = settlement.ele('ram:InvoiceReferencedDocument');
    text(invoice, 'ram:IssuerAssignedID', document.precedingInvoice.number);
    dateTime(invoice, 'ram:FormattedIssueDateTime', document.precedingInvoice.issueDate, 'qdt');
  }
}
