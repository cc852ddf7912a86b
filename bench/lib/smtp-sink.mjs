// An SMTP server that accepts and discards every message: what a server run with NODE_ENV=production (which
// requires SMTP_URL) sends its mail to during a benchmark.
import { SMTPServer } from 'smtp-server';

/** Starts the sink on 127.0.0.1 (a free port). Resolves to `{ url, received, close }`. */
export async function startSmtpSink() {
  const state = { received: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.once('end', () => {
        state.received += 1;
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return state.received;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
