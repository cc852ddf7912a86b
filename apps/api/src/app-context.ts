import type { Auth } from './auth/auth.ts';
import type { Guards } from './auth/session.ts';
import type { ResolvedConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './email/mailer.ts';
import type { WindowCounter } from './rate-limit/window-counter.ts';
import type { JobRunner } from './jobs/scheduled-jobs.ts';
import type { ImageStore } from './uploads/image-store.ts';
import type { ObjectStore } from './uploads/object-store.ts';

/** What every module receives: explicit dependencies instead of decorators on the Fastify instance. */
export interface AppContext {
  config: ResolvedConfig;
  db: Database;
  mailer: Mailer;
  images: ImageStore;
  /** The files behind the images, and other stored files (data archives). */
  objects: ObjectStore;
  auth: Auth;
  /** `requireSession` / `requireRole(role)` pre-handlers for module prefixes. */
  guards: Guards;
  version: string;
  /** Rate-limit counts: this process's memory, or Redis shared by every instance (REDIS_URL). */
  windowCounter: WindowCounter;
  /** The scheduled jobs: a request that creates work for one runs it at once (`runNow`) rather than waiting. */
  jobs: JobRunner;
}
