import type { Language } from '@escouade/contract';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import {
  type ClaimedMessage,
  claimNextDueMessage,
  insertOutboxMessage,
  markMessageSent,
  recordDeliveryFailure,
} from './outbox.service.ts';
import { extractLinks, renderEmail, type TemplateData, type TemplateName } from './render-email.ts';
import { sanitizeHeaders } from './stored-headers.ts';
import { headOf } from '@escouade/contract/whole-characters';

export interface SendEmailInput<T extends TemplateName> {
  to: string;
  locale: Language;
  template: T;
  data: TemplateData<T>;
  /**
   * Extra headers, kept across retries. Templates already set theirs (`Reply-To` for contact messages,
   * `List-Unsubscribe` for the newsletter); these are added and win on a clash.
   */
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Renders the template in `locale`, stores the message in the outbox, and starts sending it at once in
   * the background (the request path pays one insert; `flush()` waits for the attempt). Never throws on
   * delivery failure (the message stays queued); throws only if it cannot even be rendered or stored.
   */
  send<T extends TemplateName>(mail: SendEmailInput<T>): Promise<{ id: string }>;
  /**
   * Waits for attempts started by `send`, then sends every due pending message (used by the worker and by
   * tests); returns how many of those due messages were sent.
   */
  flush(): Promise<number>;
  /** Starts the retry worker (an unref'd interval). */
  start(): void;
  /** Stops the worker and waits for an in-progress flush and attempt. */
  stop(): Promise<void>;
}

export interface CreateMailerDeps {
  db: Database;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'appUrl' | 'isProduction'>;
  logger: FastifyBaseLogger;
  /** The clock; tests move it forward to make retries due. */
  now?: () => Date;
}

/** 30 s, 1 min, 2 min... capped at 1 h: ten attempts span about three hours of SMTP outage. */
export const MAX_DELIVERY_ATTEMPTS = 10;
const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** How long a claimed message stays invisible to other workers; far longer than one bounded attempt. */
const CLAIM_LEASE_MS = 5 * 60_000;
const SEND_TIMEOUT_MS = 60_000;
const WORKER_INTERVAL_MS = 15_000;

/** Delay before the next attempt once `attempts` attempts have failed. */
export function getRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

interface DeliveryTransport {
  deliver(message: ClaimedMessage): Promise<void>;
  close(): void;
}

export function createMailer({ db, config, logger, now = () => new Date() }: CreateMailerDeps): Mailer {
  // Without SMTP outside production, the outbox itself is the development mailbox.
  const isDevMailbox = !config.smtpUrl && !config.isProduction;
  const transport = createDeliveryTransport(config, logger);
  const attemptsInFlight = new Set<Promise<unknown>>();
  let draining: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let isStopping = false;

  async function send<T extends TemplateName>(mail: SendEmailInput<T>): Promise<{ id: string }> {
    const rendered = renderEmail(mail.template, mail.data, { locale: mail.locale, appUrl: config.appUrl });
    const stored = {
      toAddress: mail.to,
      subject: rendered.subject,
      html: rendered.html,
      headers: sanitizeHeaders({ ...rendered.headers, ...mail.headers }),
      text: rendered.text,
      template: mail.template,
      locale: mail.locale,
    };
    if (isDevMailbox) {
      const sentAt = now();
      const row = await insertOutboxMessage(db, {
        ...stored,
        status: 'sent',
        attempts: 1,
        nextAttemptAt: sentAt,
        sentAt,
      });
      logMailboxMessage(logger, row);
      return { id: row.id };
    }
    // Stored already leased to this process, so another instance's worker does not send it a second time
    // while the first attempt runs.
    const row = await insertOutboxMessage(db, { ...stored, status: 'pending', nextAttemptAt: leaseEnd() });
    trackAttempt(attemptDelivery(row));
    return { id: row.id };
  }

  async function flush(): Promise<number> {
    await Promise.allSettled(attemptsInFlight);
    while (draining) await draining.catch(() => 0);
    draining = drainDueMessages();
    try {
      return await draining;
    } finally {
      draining = undefined;
    }
  }

  async function drainDueMessages(): Promise<number> {
    let sent = 0;
    while (!isStopping) {
      const message = await claimNextDueMessage(db, { now: now(), leaseUntil: leaseEnd() });
      if (!message) break;
      if (await attemptDelivery(message)) sent += 1;
    }
    return sent;
  }

  /** One attempt on a message this process has claimed; records the outcome, never throws. */
  async function attemptDelivery(message: ClaimedMessage): Promise<boolean> {
    const attempts = message.attempts + 1;
    try {
      await transport.deliver(message);
    } catch (error) {
      await recordFailure(message, attempts, error);
      return false;
    }
    try {
      await markMessageSent(db, { id: message.id, attempts, now: now() });
    } catch (error) {
      logger.error(
        { err: error, emailId: message.id },
        'email sent but not marked sent: it will be sent again',
      );
    }
    return true;
  }

  async function recordFailure(message: ClaimedMessage, attempts: number, error: unknown): Promise<void> {
    const reason = describeDeliveryError(error, config.smtpUrl);
    const isFinal = attempts >= MAX_DELIVERY_ATTEMPTS;
    const nextAttemptAt = new Date(now().getTime() + (isFinal ? 0 : getRetryDelayMs(attempts)));
    if (isFinal) {
      logger.error(
        { emailId: message.id, attempts, error: reason },
        'email delivery failed for good: marked failed',
      );
    } else {
      logger.warn(
        { emailId: message.id, attempts, nextAttemptAt, error: reason },
        'email delivery failed: will retry',
      );
    }
    try {
      await recordDeliveryFailure(db, { id: message.id, attempts, error: reason, nextAttemptAt, isFinal });
    } catch (dbError) {
      // The lease still expires, so the message is retried anyway.
      logger.error({ err: dbError, emailId: message.id }, 'could not record an email delivery failure');
    }
  }

  function leaseEnd(): Date {
    return new Date(now().getTime() + CLAIM_LEASE_MS);
  }

  function trackAttempt(attempt: Promise<unknown>): void {
    const tracked = attempt
      .catch((error: unknown) => logger.error({ err: error }, 'email delivery attempt crashed'))
      .finally(() => attemptsInFlight.delete(tracked));
    attemptsInFlight.add(tracked);
  }

  function runWorker(): void {
    if (draining || isStopping) return;
    flush().catch((error: unknown) => logger.error({ err: error }, 'email outbox flush failed'));
  }

  return {
    send,
    flush,
    start() {
      if (timer) return;
      isStopping = false;
      timer = setInterval(runWorker, WORKER_INTERVAL_MS);
      // The worker must not keep the process alive on its own (scripts, tests).
      timer.unref();
    },
    async stop() {
      isStopping = true;
      clearInterval(timer);
      timer = undefined;
      await Promise.allSettled([...attemptsInFlight, draining]);
      transport.close();
    },
  };
}

function createDeliveryTransport(
  config: CreateMailerDeps['config'],
  logger: FastifyBaseLogger,
): DeliveryTransport {
  if (config.smtpUrl) return createSmtpTransport(config.smtpUrl, config.mailFrom);
  if (!config.isProduction) return createMailboxTransport(logger);
  // `loadConfig` refuses this; if it happens anyway, keep the mail and say so rather than drop it.
  logger.error('SMTP_URL is not set in production: e-mails are queued in the outbox but cannot be sent');
  return {
    deliver: async () => {
      throw new Error('SMTP_URL is not configured');
    },
    close: () => {},
  };
}

function createSmtpTransport(smtpUrl: string, mailFrom: string): DeliveryTransport {
  // Short timeouts: nodemailer's defaults (up to 10 minutes) would hold a claimed message far too long.
  const transporter = createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from: mailFrom },
  );
  const messageIdDomain = getAddressDomain(mailFrom);
  return {
    async deliver(message) {
      await transporter.sendMail({
        to: message.toAddress,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        // The same Message-ID on every attempt lets receivers drop a duplicate after an uncertain one.
        messageId: `<${message.id}@${messageIdDomain}>`,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    },
    close: () => transporter.close(),
  };
}

/** Rows left pending by an earlier run with SMTP end up in the mailbox like the others. */
function createMailboxTransport(logger: FastifyBaseLogger): DeliveryTransport {
  return {
    deliver: async (message) => logMailboxMessage(logger, message),
    close: () => {},
  };
}

/** In development the links (confirmation, reset...) are what the developer needs, so they are logged. */
function logMailboxMessage(logger: FastifyBaseLogger, message: ClaimedMessage): void {
  logger.info(
    { to: message.toAddress, subject: message.subject, links: extractLinks(message.html) },
    'development mailbox: message stored',
  );
}

/** The error as stored and logged: its message only, without the SMTP password, bounded in length. */
function describeDeliveryError(error: unknown, smtpUrl: string | undefined): string {
  let reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const password = smtpUrl && URL.canParse(smtpUrl) ? new URL(smtpUrl).password : '';
  for (const secret of [password, safeDecode(password)]) {
    if (secret) reason = reason.replaceAll(secret, '***');
  }
  return headOf(reason, 1000);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function getAddressDomain(address: string): string {
  return /@([^\s>]+)>?\s*$/.exec(address)?.[1] ?? 'escouade.localhost';
}
