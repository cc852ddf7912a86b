import type { Language } from '@escouade/contract';
import { applyFrenchTypography } from '@escouade/contract/french-typography';
import { headOf } from '@escouade/contract/whole-characters';

/**
 * What a template produces: plain strings only. Escaping happens here, once, for every value, so a template
 * cannot forget it; the HTML and the text versions come from the same blocks and never drift apart.
 */
export interface EmailContent {
  subject: string;
  /** Preview line shown by mail clients after the subject; hidden in the body. */
  preheader: string;
  heading: string;
  blocks: EmailBlock[];
  /** Headers the message always carries (`Reply-To`, `List-Unsubscribe`); the caller may add more. */
  headers?: Record<string, string>;
  /** Leaves out the "do not reply" footer line, for messages meant to be answered. */
  isReplyExpected?: boolean;
}

export type EmailBlock =
  | { type: 'paragraph'; text: string; link?: EmailLink }
  /** The main call to action, followed by the raw URL for clients that block buttons. */
  | { type: 'button'; link: EmailLink }
  /** Text someone else typed (a contact message, a removed post): whitespace kept, set apart visually. */
  | { type: 'quote'; text: string }
  | { type: 'fields'; rows: Array<{ label: string; value: string }> }
  | { type: 'note'; text: string };

export interface EmailLink {
  label: string;
  url: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export interface LayoutOptions {
  locale: Language;
  appUrl: string;
}

/**
 * A template: its wording in every language (the same keys in each, checked by the type of `copy`) and how
 * its data and wording become content.
 */
export interface EmailTemplate<TData, TCopy extends Record<string, string>> {
  copy: Record<Language, TCopy>;
  build(data: TData, copy: TCopy, options: LayoutOptions): EmailContent;
}

export function defineEmailTemplate<TData, TCopy extends Record<string, string>>(
  template: EmailTemplate<TData, TCopy>,
): EmailTemplate<TData, TCopy> {
  return { ...template, copy: { ...template.copy, fr: withFrenchTypography(template.copy.fr) } };
}

/** The French wording as it is sent: no line may start with a colon, a question mark or an exclamation mark. */
function withFrenchTypography<TCopy extends Record<string, string>>(copy: TCopy): TCopy {
  return Object.fromEntries(
    Object.entries(copy).map(([key, text]) => [key, applyFrenchTypography(text)]),
  ) as TCopy;
}

export const layoutCopy = {
  fr: {
    buttonFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:',
    tagline: 'Escouade — des équipes d’experts pour vos projets',
    automated: 'Ce message a été envoyé automatiquement, merci de ne pas y répondre.',
  },
  en: {
    buttonFallback: 'If the button does not work, copy this link into your browser:',
    tagline: 'Escouade — expert teams for your projects',
    automated: 'This message was sent automatically, please do not reply.',
  },
} satisfies Record<Language, Record<string, string>>;
layoutCopy.fr = withFrenchTypography(layoutCopy.fr);

const FONT =
  "font-family:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;";
// The web app's palette (apps/web/src/styles.css): white on brand-700 is 7.9:1, ink-muted on white 7.6:1.
const COLOR = { brand: '#4338ca', ink: '#0f172a', muted: '#475569', line: '#e2e8f0', canvas: '#f8fafc' };

/** Escapes a value for HTML text and for a double- or single-quoted attribute. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The inverse of `escapeHtml`, for reading back attributes this module wrote. */
export function unescapeHtml(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** Renders the shared layout around a template's content, in HTML (inline styles only) and plain text. */
export function renderLayout(content: EmailContent, { locale, appUrl }: LayoutOptions): RenderedEmail {
  const subject = toHeaderValue(content.subject);
  return {
    subject,
    html: renderHtml({ ...content, subject }, locale, appUrl),
    text: renderText(content, locale, appUrl),
    headers: content.headers ?? {},
  };
}

function renderHtml(content: EmailContent, locale: Language, appUrl: string): string {
  const copy = layoutCopy[locale];
  const blocks = content.blocks.map((block) => renderHtmlBlock(block, locale)).join('\n');
  return `<!DOCTYPE html>
<html lang="${locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLOR.canvas};">
<div role="article" aria-roledescription="email" aria-label="${escapeHtml(content.subject)}" lang="${locale}" dir="ltr" style="background-color:${COLOR.canvas};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;border-collapse:collapse;background-color:#ffffff;border:1px solid ${COLOR.line};border-radius:8px;">
<tr><td style="${FONT}padding:20px 32px;border-bottom:1px solid ${COLOR.line};font-size:20px;font-weight:700;color:${COLOR.brand};">Escouade</td></tr>
<tr><td style="${FONT}padding:32px;font-size:16px;line-height:1.5;color:${COLOR.ink};">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${COLOR.ink};">${escapeHtml(content.heading)}</h1>
${blocks}
</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;border-collapse:collapse;">
<tr><td style="${FONT}padding:16px 32px;font-size:13px;line-height:1.5;color:${COLOR.muted};text-align:center;">
<p style="margin:0 0 4px;">${escapeHtml(copy.tagline)} · <a href="${escapeHtml(appUrl)}" style="color:${COLOR.muted};">${escapeHtml(displayHost(appUrl))}</a></p>
${content.isReplyExpected ? '' : `<p style="margin:0;">${escapeHtml(copy.automated)}</p>\n`}</td></tr>
</table>
</td></tr>
</table>
</div>
</body>
</html>
`;
}

function renderHtmlBlock(block: EmailBlock, locale: Language): string {
  switch (block.type) {
    case 'paragraph': {
      const link = block.link ? ` ${renderHtmlLink(block.link, `color:${COLOR.brand};`)}` : '';
      return `<p style="margin:0 0 16px;">${escapeHtml(block.text)}${link}</p>`;
    }
    case 'button': {
      const url = escapeHtml(checkUrl(block.link.url));
      return `<p style="margin:24px 0;"><a href="${url}" style="display:inline-block;background-color:${COLOR.brand};color:#ffffff;font-weight:600;text-decoration:none;padding:12px 24px;border-radius:6px;">${escapeHtml(block.link.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:${COLOR.muted};">${escapeHtml(layoutCopy[locale].buttonFallback)}<br><a href="${url}" style="color:${COLOR.brand};word-break:break-all;">${url}</a></p>`;
    }
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${COLOR.line};background-color:${COLOR.canvas};white-space:pre-wrap;word-break:break-word;">${escapeHtml(block.text)}</blockquote>`;
    case 'fields': {
      const rows = block.rows
        .map(
          (row) =>
            `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;font-weight:600;white-space:nowrap;">${escapeHtml(row.label)}</th><td style="padding:4px 0;word-break:break-word;">${escapeHtml(row.value)}</td></tr>`,
        )
        .join('');
      return `<table style="border-collapse:collapse;margin:0 0 16px;${FONT}font-size:16px;color:${COLOR.ink};">${rows}</table>`;
    }
    case 'note':
      return `<p style="margin:0 0 16px;font-size:14px;color:${COLOR.muted};">${escapeHtml(block.text)}</p>`;
  }
}

function renderHtmlLink(link: EmailLink, style: string): string {
  return `<a href="${escapeHtml(checkUrl(link.url))}" style="${style}">${escapeHtml(link.label)}</a>`;
}

function renderText(content: EmailContent, locale: Language, appUrl: string): string {
  const copy = layoutCopy[locale];
  const blocks = content.blocks.map((block) => renderTextBlock(block, locale));
  const footer = [`${copy.tagline} · ${appUrl}`, ...(content.isReplyExpected ? [] : [copy.automated])];
  return `${['Escouade', content.heading, ...blocks].join('\n\n')}\n\n-- \n${footer.join('\n')}\n`;
}

function renderTextBlock(block: EmailBlock, locale: Language): string {
  switch (block.type) {
    case 'paragraph':
      return block.link
        ? `${block.text} ${block.link.label}${colon(locale)} ${checkUrl(block.link.url)}`
        : block.text;
    case 'button':
      return `${block.link.label}${colon(locale)}\n${checkUrl(block.link.url)}`;
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
    case 'fields':
      return block.rows.map((row) => `${row.label}${colon(locale)} ${row.value}`).join('\n');
    case 'note':
      return block.text;
  }
}

/**
 * Only web links may become `href`s: a `javascript:` URL smuggled into a template's data would otherwise turn
 * into a clickable script. A bad URL is a programming error, so it throws rather than sending a broken mail.
 */
function checkUrl(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    throw new Error(`email link must be an absolute http(s) URL, got ${JSON.stringify(url.slice(0, 100))}`);
  }
  return url;
}

/** Header values cannot contain line breaks (header injection); they are also kept to a sane length. */
function toHeaderValue(value: string): string {
  return headOf(value.replace(/[\r\n\t]+/g, ' ').trim(), 200);
}

/** French typography puts a (non-breaking) space before a colon; English does not. */
function colon(locale: Language): string {
  return locale === 'fr' ? '\u00a0:' : ':';
}

function displayHost(appUrl: string): string {
  return URL.canParse(appUrl) ? new URL(appUrl).host : appUrl;
}
