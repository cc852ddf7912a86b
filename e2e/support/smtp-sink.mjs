// A real SMTP server for the browser journeys: the app sends its mail here over SMTP (SMTP_URL), and tests
// read what arrived over HTTP: GET /messages?to=<address> → [{ to, subject, text, html, links }], newest first.
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 2525);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 2526);
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const html = typeof parsed.html === 'string' ? parsed.html : '';
        messages.unshift({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html,
          links: [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&')),
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
    if (url.pathname === '/health') return response.end('ok');
    if (url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
      response.setHeader('content-type', 'application/json');
      return response.end(JSON.stringify(found));
    }
    response.statusCode = 404;
    response.end();
  })
  .listen(httpPort, '127.0.0.1');
