import { type Color, type PDFDocument, type PDFFont, type PDFPage, PageSizes, rgb } from 'pdf-lib';
import { toDrawableText, wrapText } from './text-layout.ts';

// Pages filled from top to bottom: a cursor that opens a new page when the next block does not fit, and text
// drawn only with the document's embedded fonts, in characters they can show.

export const PAGE = { width: PageSizes.A4[0], height: PageSizes.A4[1], margin: 48, footer: 64 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export const COLORS = {
  text: rgb(0.13, 0.13, 0.16),
  muted: rgb(0.4, 0.4, 0.45),
  rule: rgb(0.8, 0.8, 0.84),
  band: rgb(0.95, 0.95, 0.97),
  accent: rgb(0.16, 0.23, 0.52),
};

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: Color;
  /** Line height as a multiple of the size. */
  leading?: number;
}

export class PageFlow {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** Distance of the cursor from the page's bottom edge. */
  y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly hasGlyph: (codePoint: number) => boolean,
    /** Draws what a page continuing the document shows at its top, and moves the cursor below it. */
    private readonly onNewPage: (flow: PageFlow) => void,
  ) {
    this.addPage();
  }

  private addPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Opens a new page unless `height` points still fit above the footer. */
  ensureSpace(height: number): void {
    if (this.y - height >= PAGE.margin + PAGE.footer) return;
    this.addPage();
    this.onNewPage(this);
  }

  drawable(text: string): string {
    return toDrawableText(text, this.hasGlyph);
  }

  lines(text: string, style: TextStyle, width: number): string[] {
    return wrapText(this.drawable(text), style.font, style.size, width);
  }

  lineHeight(style: TextStyle): number {
    return style.size * (style.leading ?? 1.35);
  }

  /** Draws one line whose baseline sits `style.size` below `top`; `align` places it within `width` from `x`. */
  text(
    text: string,
    style: TextStyle,
    x: number,
    top: number,
    options: { align?: 'left' | 'right'; width?: number; page?: PDFPage } = {},
  ): void {
    const line = this.drawable(text);
    const width = style.font.widthOfTextAtSize(line, style.size);
    const left = options.align === 'right' ? x + (options.width ?? 0) - width : x;
    (options.page ?? this.page).drawText(line, {
      x: left,
      y: top - style.size,
      size: style.size,
      font: style.font,
      color: style.color ?? COLORS.text,
    });
  }

  /** Draws wrapped text from `top` and returns its height. */
  paragraph(
    text: string,
    style: TextStyle,
    x: number,
    top: number,
    width: number,
    align?: 'left' | 'right',
  ): number {
    const lines = this.lines(text, style, width);
    lines.forEach((line, index) => {
      this.text(line, style, x, top - index * this.lineHeight(style), { align, width });
    });
    return lines.length * this.lineHeight(style);
  }

  /** The height wrapped text takes, without drawing it. */
  measure(text: string, style: TextStyle, width: number): number {
    return this.lines(text, style, width).length * this.lineHeight(style);
  }

  rule(top: number, x = PAGE.margin, width = CONTENT_WIDTH, color = COLORS.rule): void {
    this.page.drawLine({ start: { x, y: top }, end: { x: x + width, y: top }, thickness: 0.6, color });
  }

  band(top: number, height: number, x = PAGE.margin, width = CONTENT_WIDTH, color = COLORS.band): void {
    this.page.drawRectangle({ x, y: top - height, width, height, color });
  }
}
