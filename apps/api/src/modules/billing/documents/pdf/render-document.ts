import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { buildCiiXml } from '../cii-xml.ts';
import type { Address, BillingDocument, Buyer, DocumentLine } from '../document-model.ts';
import { isInvoiceDocument } from '../document-model.ts';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatPercent,
  formatPeriod,
  formatQuantity,
  formatSiren,
} from '../format.ts';
import { formatIban } from '@escouade/contract/business-identifiers';
import { DOCUMENT_LABELS, type DocumentLabels } from '../labels.ts';
import { legalNotes, sellerLegalLine, vatMentions } from '../legal-mentions.ts';
import { computeTotals, type DocumentTotals, vatRateOf } from '../totals.ts';
import { loadDocumentFonts } from './fonts.ts';
import { COLORS, CONTENT_WIDTH, PAGE, PageFlow, type TextStyle } from './page-flow.ts';
import { makePdfA3 } from './pdf-a3.ts';

// A quote, an invoice or a credit note as an A4 PDF/A-3b in the document's language, showing every mention an
// invoice between French businesses must carry; an invoice or a credit note embeds its CII XML (Factur-X).

export interface RenderOptions {
  totals?: DocumentTotals;
  /** The invoice's CII XML when already built; built here otherwise. Ignored for a quote. */
  xml?: string;
  /** When the file is produced (its metadata dates); now by default. */
  producedAt?: Date;
}

const LANGUAGE_TAGS = { fr: 'fr-FR', en: 'en-GB' } as const;

/** Table columns, left to right; their widths add up to the content width. */
const COLUMNS = { description: 205, quantity: 65, unitPrice: 80, vat: 60, amount: 85 };
const CELL_PADDING = 5;

export async function renderDocumentPdf(
  document: BillingDocument,
  options: RenderOptions = {},
): Promise<Uint8Array> {
  const totals = options.totals ?? computeTotals(document);
  const xml = isInvoiceDocument(document) ? (options.xml ?? buildCiiXml(document, totals)) : undefined;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  const fontFiles = await loadDocumentFonts();
  // Subset names carry a six-letter tag, as PDF asks of a font that holds only some of its glyphs.
  const regular = await pdf.embedFont(fontFiles.regular, {
    subset: true,
    customName: 'ESCDOC+Inter-Regular',
  });
  const bold = await pdf.embedFont(fontFiles.bold, { subset: true, customName: 'ESCDOB+Inter-Bold' });
  const styles = {
    body: { font: regular, size: 9 },
    strong: { font: bold, size: 9 },
    small: { font: regular, size: 8, color: COLORS.muted },
    label: { font: regular, size: 8, color: COLORS.muted },
    heading: { font: bold, size: 10.5, color: COLORS.accent },
    footer: { font: regular, size: 7, color: COLORS.muted, leading: 1.3 },
  } satisfies Record<string, TextStyle>;
  const labels = DOCUMENT_LABELS[document.language];
  const renderer = new DocumentRenderer(document, totals, labels, styles);
  const flow = new PageFlow(pdf, fontFiles.hasGlyph, (next) => renderer.continuePage(next));
  renderer.draw(flow, {
    title: { font: bold, size: 22, color: COLORS.accent },
    name: { font: bold, size: 13 },
  });

  const title = `${labels.title[document.kind]} ${document.number}`;
  makePdfA3(pdf, {
    title,
    author: document.seller.legalName,
    subject: `${title} · ${document.buyer.legalName}`,
    language: LANGUAGE_TAGS[document.language],
    producedAt: options.producedAt ?? new Date(),
    facturXml: xml,
  });
  return pdf.save({ useObjectStreams: false });
}

type Styles = {
  body: TextStyle;
  strong: TextStyle;
  small: TextStyle;
  label: TextStyle;
  heading: TextStyle;
  footer: TextStyle;
};

class DocumentRenderer {
  private isInTable = false;

  constructor(
    private readonly document: BillingDocument,
    private readonly totals: DocumentTotals,
    private readonly labels: DocumentLabels,
    private readonly styles: Styles,
  ) {}

  private get language() {
    return this.document.language;
  }

  draw(flow: PageFlow, header: { title: TextStyle; name: TextStyle }): void {
    this.drawHeader(flow, header);
    this.drawPartiesAndDates(flow);
    this.drawLines(flow);
    this.drawTotals(flow);
    if (this.document.kind === 'quote') this.drawQuoteTerms(flow);
    else this.drawPayment(flow);
    this.drawNotes(flow);
    this.drawFooters(flow);
  }

  /** The top of a page that continues the document: its title and number, and the table's head if cut. */
  continuePage(flow: PageFlow): void {
    flow.text(
      `${this.labels.title[this.document.kind]} ${this.document.number} (${this.labels.continued})`,
      this.styles.small,
      PAGE.margin,
      flow.y,
    );
    flow.y -= 22;
    if (this.isInTable) this.drawTableHead(flow);
  }

  private drawHeader(flow: PageFlow, header: { title: TextStyle; name: TextStyle }): void {
    const { seller } = this.document;
    const top = flow.y;
    const half = CONTENT_WIDTH / 2;
    let left = top;
    left -= flow.paragraph(seller.legalName, header.name, PAGE.margin, left, half - 10);
    left -= 4;
    for (const line of [...addressLines(seller.address, this.language), seller.email, seller.phone]) {
      if (!line) continue;
      left -= flow.paragraph(line, this.styles.small, PAGE.margin, left, half - 10);
    }
    let right = top;
    flow.text(this.labels.title[this.document.kind].toUpperCase(), header.title, PAGE.margin + half, right, {
      align: 'right',
      width: half,
    });
    right -= header.title.size * 1.3;
    flow.text(
      `${this.labels.number} ${this.document.number}`,
      { ...this.styles.strong, size: 11 },
      PAGE.margin + half,
      right,
      {
        align: 'right',
        width: half,
      },
    );
    right -= 16;
    flow.y = Math.min(left, right) - 22;
  }

  private dateRows(): [string, string][] {
    const { document, labels, language } = this;
    const rows: [string, string][] = [[labels.issueDate, formatDate(document.issueDate, language)]];
    if (document.servicePeriod)
      rows.push([labels.servicePeriod, formatPeriod(document.servicePeriod, language)]);
    if (document.kind === 'invoice' || (document.kind === 'credit-note' && document.dueDate)) {
      rows.push([labels.dueDate, formatDate(document.dueDate ?? '', language)]);
    }
    if (document.kind === 'quote') rows.push([labels.validUntil, formatDate(document.validUntil, language)]);
    if (document.kind === 'credit-note') {
      const invoice = document.precedingInvoice;
      rows.push([
        labels.precedingInvoice,
        `${invoice.number} ${language === 'fr' ? 'du' : 'of'} ${formatDate(invoice.issueDate, language)}`,
      ]);
      if (document.reason) rows.push([labels.creditReason, document.reason]);
    }
    if (document.purchaseOrderReference) rows.push([labels.purchaseOrder, document.purchaseOrderReference]);
    if (document.project)
      rows.push([labels.project, `${document.project.name} (${document.project.reference})`]);
    return rows;
  }

  private buyerLines(buyer: Buyer): { text: string; style: TextStyle }[] {
    const { labels, styles, language } = this;
    const lines = [{ text: buyer.legalName, style: { ...styles.strong, size: 10 } }];
    if (buyer.contactName) lines.push({ text: buyer.contactName, style: styles.body });
    for (const text of addressLines(buyer.address, language)) lines.push({ text, style: styles.body });
    if (buyer.siren)
      lines.push({ text: `${labels.siren}\u00a0${formatSiren(buyer.siren)}`, style: styles.small });
    if (buyer.siret)
      lines.push({ text: `${labels.siret}\u00a0${formatSiren(buyer.siret)}`, style: styles.small });
    if (buyer.vatNumber)
      lines.push({ text: `${labels.vatNumber}\u00a0${buyer.vatNumber}`, style: styles.small });
    if (buyer.email) lines.push({ text: buyer.email, style: styles.small });
    return lines;
  }

  private drawPartiesAndDates(flow: PageFlow): void {
    const top = flow.y;
    const boxX = PAGE.margin + 260;
    const boxWidth = CONTENT_WIDTH - 260;
    const inner = boxWidth - 2 * 10;
    const lines = this.buyerLines(this.document.buyer);
    const boxHeight =
      10 + 14 + lines.reduce((height, line) => height + flow.measure(line.text, line.style, inner), 0) + 10;
    flow.band(top, boxHeight, boxX, boxWidth);
    let boxY = top - 10;
    flow.text(this.labels.buyer.toUpperCase(), this.styles.label, boxX + 10, boxY);
    boxY -= 14;
    for (const line of lines) boxY -= flow.paragraph(line.text, line.style, boxX + 10, boxY, inner);

    let left = top - 2;
    for (const [label, value] of this.dateRows()) {
      flow.text(label, this.styles.label, PAGE.margin, left);
      left -= 11;
      left -= flow.paragraph(value, this.styles.strong, PAGE.margin, left, 240) + 5;
    }
    flow.y = Math.min(left, top - boxHeight) - 22;
  }

  private drawTableHead(flow: PageFlow): void {
    const { columns } = this.labels;
    const height = 20;
    flow.band(flow.y, height);
    const top = flow.y - 6;
    let x = PAGE.margin;
    const cells: [string, number, 'left' | 'right'][] = [
      [columns.description, COLUMNS.description, 'left'],
      [columns.quantity, COLUMNS.quantity, 'right'],
      [columns.unitPrice, COLUMNS.unitPrice, 'right'],
      [columns.vat, COLUMNS.vat, 'right'],
      [columns.amount, COLUMNS.amount, 'right'],
    ];
    for (const [text, width, align] of cells) {
      flow.text(text, { ...this.styles.strong, size: 7.5 }, x + CELL_PADDING, top, {
        align,
        width: width - 2 * CELL_PADDING,
      });
      x += width;
    }
    flow.y -= height;
  }

  private vatCell(line: DocumentLine): string {
    return line.vat.category === 'S'
      ? formatPercent(vatRateOf(line.vat), this.language)
      : this.labels.vatCategoryShort[line.vat.category];
  }

  private drawLines(flow: PageFlow): void {
    const indexed = this.document.lines.map((line, index) => ({
      line,
      net: this.totals.lineNetCents[index] ?? 0,
    }));
    const groups = [
      { heading: this.labels.services, rows: indexed.filter(({ line }) => line.kind === 'service') },
      { heading: this.labels.agencyFees, rows: indexed.filter(({ line }) => line.kind === 'agency-fee') },
    ].filter((group) => group.rows.length > 0);
    const showHeadings = groups.length > 1 || groups[0]?.heading === this.labels.agencyFees;

    flow.ensureSpace(60);
    this.isInTable = true;
    this.drawTableHead(flow);
    for (const group of groups) {
      if (showHeadings) {
        flow.ensureSpace(40);
        flow.text(
          group.heading,
          { ...this.styles.strong, color: COLORS.accent },
          PAGE.margin + CELL_PADDING,
          flow.y - 7,
        );
        flow.y -= 22;
      }
      for (const { line, net } of group.rows) this.drawLine(flow, line, net);
    }
    this.isInTable = false;
    flow.y -= 14;
  }

  private drawLine(flow: PageFlow, line: DocumentLine, netCents: number): void {
    const { styles, language } = this;
    const width = COLUMNS.description - 2 * CELL_PADDING;
    const parts: { text: string; style: TextStyle }[] = [{ text: line.description, style: styles.body }];
    if (line.detail) parts.push({ text: line.detail, style: styles.small });
    if (line.period) parts.push({ text: formatPeriod(line.period, language), style: styles.small });
    const unit = this.labels.unit(line.unit, line.quantity);
    const cells: [string, number][] = [
      [`${formatQuantity(line.quantity, language)}${unit ? `\u00a0${unit}` : ''}`, COLUMNS.quantity],
      [formatAmount(line.unitPriceCents, language), COLUMNS.unitPrice],
      [this.vatCell(line), COLUMNS.vat],
      [formatAmount(netCents, language), COLUMNS.amount],
    ];
    const cellWidth = (columnWidth: number) => columnWidth - 2 * CELL_PADDING;
    const descriptionHeight = parts.reduce(
      (total, part) => total + flow.measure(part.text, part.style, width),
      0,
    );
    const cellsHeight = Math.max(
      ...cells.map(([text, columnWidth]) => flow.measure(text, styles.body, cellWidth(columnWidth))),
    );
    const height = Math.max(descriptionHeight, cellsHeight) + 12;
    flow.ensureSpace(height);
    let top = flow.y - 6;
    const cellTop = top;
    for (const part of parts)
      top -= flow.paragraph(part.text, part.style, PAGE.margin + CELL_PADDING, top, width);
    let x = PAGE.margin + COLUMNS.description;
    for (const [text, columnWidth] of cells) {
      flow.paragraph(text, styles.body, x + CELL_PADDING, cellTop, cellWidth(columnWidth), 'right');
      x += columnWidth;
    }
    flow.y -= height;
    flow.rule(flow.y);
  }

  private drawTotals(flow: PageFlow): void {
    const { totals, labels, language, styles, document } = this;
    const rows: { label: string; value: string; isStrong?: boolean }[] = [
      { label: labels.totalNet, value: formatAmount(totals.taxBasisTotalCents, language) },
    ];
    for (const group of totals.vatBreakdown) {
      const name =
        group.category === 'S'
          ? labels.vatAt(formatPercent(group.ratePercent, language))
          : labels.vatCategory[group.category];
      rows.push({
        label: `${name} ${labels.vatBasis} ${formatAmount(group.basisCents, language)}`,
        value: formatAmount(group.vatCents, language),
      });
    }
    const grossLabel = document.kind === 'credit-note' ? labels.creditTotal : labels.totalGross;
    rows.push({ label: grossLabel, value: formatAmount(totals.grandTotalCents, language), isStrong: true });
    if (document.kind === 'invoice' && totals.prepaidCents !== 0) {
      rows.push({ label: labels.prepaid, value: formatAmount(-totals.prepaidCents, language) });
      rows.push({ label: labels.due, value: formatAmount(totals.dueCents, language), isStrong: true });
    } else if (document.kind === 'invoice') {
      rows.push({ label: labels.due, value: formatAmount(totals.dueCents, language), isStrong: true });
    }

    const boxWidth = 250;
    const boxX = PAGE.margin + CONTENT_WIDTH - boxWidth;
    const rowHeight = 17;
    const mentions = vatMentions(document);
    const mentionsWidth = CONTENT_WIDTH - boxWidth - 20;
    const mentionsHeight = mentions.reduce(
      (height, text) => height + flow.measure(text, styles.body, mentionsWidth) + 4,
      0,
    );
    flow.ensureSpace(Math.max(rows.length * rowHeight, mentionsHeight) + 10);
    const top = flow.y;
    let mentionTop = top - 4;
    for (const text of mentions)
      mentionTop -= flow.paragraph(text, styles.strong, PAGE.margin, mentionTop, mentionsWidth) + 4;

    let y = top;
    for (const row of rows) {
      if (row.isStrong) flow.band(y, rowHeight, boxX, boxWidth);
      const style = row.isStrong ? styles.strong : styles.body;
      flow.text(row.label, style, boxX + 8, y - 4.5, { width: boxWidth - 110 });
      flow.text(row.value, style, boxX + boxWidth - 108, y - 4.5, { align: 'right', width: 100 });
      y -= rowHeight;
    }
    flow.y = Math.min(y, mentionTop) - 20;
  }

  private section(flow: PageFlow, heading: string, paragraphs: { text: string; style?: TextStyle }[]): void {
    if (paragraphs.length === 0) return;
    const first = paragraphs[0];
    flow.ensureSpace(
      30 + (first ? flow.measure(first.text, first.style ?? this.styles.body, CONTENT_WIDTH) : 0),
    );
    flow.text(heading, this.styles.heading, PAGE.margin, flow.y);
    flow.y -= 18;
    for (const paragraph of paragraphs) {
      const style = paragraph.style ?? this.styles.body;
      flow.ensureSpace(flow.measure(paragraph.text, style, CONTENT_WIDTH));
      flow.y -= flow.paragraph(paragraph.text, style, PAGE.margin, flow.y, CONTENT_WIDTH) + 4;
    }
    flow.y -= 12;
  }

  private drawPayment(flow: PageFlow): void {
    const { document, labels, language } = this;
    if (document.kind === 'quote') return;
    const colon = language === 'fr' ? '\u00a0:' : ':';
    const paragraphs = [{ text: `${labels.paymentTerms}${colon} ${document.paymentTerms}` }];
    if (document.dueDate)
      paragraphs.push({ text: `${labels.dueDate}${colon} ${formatDate(document.dueDate, language)}` });
    paragraphs.push({
      text: `${labels.bankTransfer}${colon} IBAN ${formatIban(document.seller.iban)} · BIC ${document.seller.bic}`,
    });
    for (const note of legalNotes(document)) {
      if (note.subjectCode === 'PMD' || note.subjectCode === 'PMT' || note.subjectCode === 'AAB') {
        paragraphs.push({ text: note.text });
      }
    }
    this.section(flow, labels.payment, paragraphs);
  }

  private drawQuoteTerms(flow: PageFlow): void {
    const { document, labels, language, styles } = this;
    if (document.kind !== 'quote') return;
    const colon = language === 'fr' ? '\u00a0:' : ':';
    if (document.paymentTerms) {
      this.section(flow, labels.payment, [
        { text: `${labels.paymentTerms}${colon} ${document.paymentTerms}` },
      ]);
    }
    const { acceptance } = document;
    if (acceptance) {
      this.section(flow, labels.acceptance, [
        {
          text: labels.acceptedBy(acceptance.fullName, formatDateTime(acceptance.acceptedAt, language)),
          style: styles.strong,
        },
        { text: labels.acceptedDocument, style: styles.small },
        { text: acceptance.documentSha256, style: styles.small },
      ]);
      return;
    }
    const boxHeight = 70;
    flow.ensureSpace(40 + boxHeight);
    this.section(flow, labels.acceptance, [{ text: labels.acceptanceBlank }]);
    flow.page.drawRectangle({
      x: PAGE.margin,
      y: flow.y - boxHeight + 8,
      width: 260,
      height: boxHeight,
      borderColor: COLORS.rule,
      borderWidth: 0.8,
    });
    flow.y -= boxHeight + 8;
  }

  private drawNotes(flow: PageFlow): void {
    this.section(
      flow,
      this.labels.notes,
      this.document.notes.map((text) => ({ text })),
    );
  }

  private drawFooters(flow: PageFlow): void {
    const { seller } = this.document;
    const { labels, language, styles } = this;
    // A label and its number are never cut apart at the end of a line.
    const keepTogether = (text: string) => text.replaceAll(' ', '\u00a0');
    const identifiers = [
      sellerLegalLine(seller, language),
      keepTogether(`${labels.siret} ${formatSiren(seller.siret)}`),
      seller.vatNumber ? keepTogether(`${labels.vatNumber} ${seller.vatNumber}`) : undefined,
      seller.taxRegistrationId
        ? keepTogether(`${labels.taxRegistration} ${seller.taxRegistrationId}`)
        : undefined,
    ]
      .filter(Boolean)
      .join(' · ');
    const address = [...addressLines(seller.address, language), seller.email].join(' · ');
    const width = CONTENT_WIDTH - 70;
    flow.pages.forEach((page, index) => {
      const top = PAGE.margin + PAGE.footer - 14;
      page.drawLine({
        start: { x: PAGE.margin, y: top + 6 },
        end: { x: PAGE.margin + CONTENT_WIDTH, y: top + 6 },
        thickness: 0.6,
        color: COLORS.rule,
      });
      let y = top;
      for (const line of [
        ...flow.lines(identifiers, styles.footer, width),
        ...flow.lines(address, styles.footer, width),
      ]) {
        flow.text(line, styles.footer, PAGE.margin, y, { page });
        y -= flow.lineHeight(styles.footer);
      }
      flow.text(labels.page(index + 1, flow.pages.length), styles.footer, PAGE.margin + width, top, {
        align: 'right',
        width: 70,
        page,
      });
    });
  }
}

const COUNTRY_NAMES: Record<string, Intl.DisplayNames> = {};

/** The lines of an address as a letter writes them; the country spelt out when it is not France. */
function addressLines(address: Address, language: 'fr' | 'en'): string[] {
  const lines = [...address.lines, [address.postcode, address.city].filter(Boolean).join(' ')];
  if (address.countryCode !== 'FR') {
    COUNTRY_NAMES[language] ??= new Intl.DisplayNames([language], { type: 'region' });
    lines.push(COUNTRY_NAMES[language].of(address.countryCode) ?? address.countryCode);
  }
  return lines;
}
