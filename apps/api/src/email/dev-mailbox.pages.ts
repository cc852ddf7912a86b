import type { MailboxMessage } from './dev-mailbox.service.ts';
import { escapeHtml as e } from './templates/email-layout.ts';

/*
 * Server-rendered pages of the development mailbox. The app's Content-Security-Policy forbids inline scripts,
 * so there are none: plain links and a GET form. Every stored value is escaped; the message's own HTML is
 * shown in a sandboxed iframe (no scripts, no same-origin access) through an escaped `srcdoc` attribute.
 */

const STYLE = `
  :root { color-scheme: light; font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #0f172a; background: #f8fafc; }
  body { margin: 0 auto; max-width: 72rem; padding: 1.5rem; line-height: 1.5; }
  a { color: #4338ca; }
  a:focus-visible, input:focus-visible, button:focus-visible { outline: 3px solid #4338ca; outline-offset: 2px; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.125rem; margin: 2rem 0 .5rem; }
  .muted { color: #475569; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; vertical-align: top; padding: .5rem .75rem; border-bottom: 1px solid #e2e8f0; }
  thead th { background: #eef2ff; }
  form { display: flex; gap: .5rem; align-items: center; margin: 1rem 0; flex-wrap: wrap; }
  input { padding: .375rem .5rem; border: 1px solid #475569; border-radius: 4px; min-width: 18rem; }
  button { padding: .375rem .75rem; border: 0; border-radius: 4px; background: #4338ca; color: #fff; font-weight: 600; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; background: #fff; padding: 1rem; border: 1px solid #e2e8f0; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 70vh; border: 1px solid #e2e8f0; background: #fff; resize: vertical; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; padding: 1rem; border: 1px solid #e2e8f0; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

export function renderMailboxListPage({
  messages,
  to,
  basePath,
}: {
  messages: MailboxMessage[];
  to: string | undefined;
  basePath: string;
}): string {
  const rows = messages
    .map(
      (message) => `<tr>
<td><time datetime="${e(message.createdAt)}">${e(formatTime(message.createdAt))}</time></td>
<td>${e(message.to)}</td>
<td><a href="${e(`${basePath}/${message.id}`)}">${e(message.subject)}</a></td>
<td>${e(message.template)} (${e(message.locale)})</td>
<td>${e(message.status)}</td>
</tr>`,
    )
    .join('\n');
  const list = messages.length
    ? `<table>
<caption class="visually-hidden">Stored messages, newest first</caption>
<thead><tr><th scope="col">Time</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Template</th><th scope="col">Status</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No messages yet.</p>';
  return renderPage(
    'Development mailbox',
    `<header>
<h1>Development mailbox</h1>
<p class="muted">Without <code>SMTP_URL</code>, e-mails are stored here instead of being sent. Newest first, at most 100.</p>
</header>
<main>
<form method="get" action="${e(basePath)}" role="search">
<label for="to">Recipient</label>
<input id="to" name="to" type="search" value="${e(to ?? '')}" autocomplete="off">
<button type="submit">Filter</button>
${to ? `<a href="${e(basePath)}">Show all</a>` : ''}
</form>
${list}
</main>`,
  );
}

export function renderMailboxMessagePage({
  message,
  from,
  basePath,
}: {
  message: MailboxMessage;
  from: string;
  basePath: string;
}): string {
  const fields: Array<[string, string | null]> = [
    ['From', from],
    ['To', message.to],
    ['Subject', message.subject],
    ['Created', formatTime(message.createdAt)],
    ['Sent', message.sentAt ? formatTime(message.sentAt) : null],
    ['Template', `${message.template} (${message.locale})`],
    ['Status', `${message.status}, ${message.attempts} attempt(s)`],
    ['Last error', message.lastError],
    ...Object.entries(message.headers),
  ];
  const details = fields
    .filter((field): field is [string, string] => field[1] !== null)
    .map(([name, value]) => `<dt>${e(name)}</dt><dd>${e(value)}</dd>`)
    .join('\n');
  const links = message.links.length
    ? `<ul>${message.links.map((link) => `<li>${renderLink(link)}</li>`).join('')}</ul>`
    : '<p>No links.</p>';
  return renderPage(
    `${message.subject} · Development mailbox`,
    `<nav aria-label="Mailbox"><a href="${e(basePath)}">← All messages</a></nav>
<main>
<h1>${e(message.subject)}</h1>
<dl>
${details}
</dl>
<h2>Links</h2>
${links}
<h2>HTML version</h2>
<iframe sandbox title="HTML version of the message" srcdoc="${e(message.html)}"></iframe>
<h2>Text version</h2>
<pre>${linkify(message.text)}</pre>
</main>`,
  );
}

function renderPage(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)} · Escouade</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** Escapes plain text and turns its http(s) URLs into links (never `javascript:` or other schemes). */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, index) => {
      if (index % 2 === 0) return e(part);
      // A sentence's closing punctuation is not part of the URL.
      const url = part.replace(/[.,;:!?)\]]+$/, '');
      return renderLink(url) + e(part.slice(url.length));
    })
    .join('');
}

function renderLink(url: string): string {
  return /^https?:\/\//i.test(url) ? `<a href="${e(url)}">${e(url)}</a>` : e(url);
}

function formatTime(iso: string): string {
  return iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
}
