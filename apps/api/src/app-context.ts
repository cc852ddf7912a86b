import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './email/mailer.ts';

/** What every module receives: explicit dependencies instead of decorators on the Fastify instance. */
export interface AppContext {
  config: ResolvedConfig;
  db: Database;
  mailer: Mailer;
  version: string;
}

/** The configuration once the database URL and the auth secret are known. */
export interface ResolvedConfig extends Config {
  databaseUrl: string;
  authSecret: string;
}
