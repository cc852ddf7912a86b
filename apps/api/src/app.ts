import { randomUUID } from 'node:crypto';
import { UPLOAD_MAX_BYTES } from '@escouade/contract';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { ResolvedConfig } from './config.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { createAuth } from './auth/auth.ts';
import { createGuards } from './auth/session.ts';
import { createSessionReader } from './auth/session-reader.ts';
import { personSubject } from './auth/kept-sessions.ts';
import { serializerCompiler } from './response-serializer.ts';
import { createDatabase } from './db/client.ts';
import { registerDevMailboxRoutes } from './email/dev-mailbox.routes.ts';
import { createMailer } from './email/mailer.ts';
import { createJobRunner, type JobRunner, type ScheduledJob } from './jobs/scheduled-jobs.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { changeOwnAccountType } from './modules/admin/account-type.service.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createAccountErasureJob } from './modules/data-rights/account-deletion.service.ts';
import { createAccountErasure } from './modules/data-rights/account-erasure.ts';
import { dataRightsErasure } from './modules/data-rights/data-rights.erasure.ts';
import { emailOutboxErasure } from './email/outbox-erasure.ts';
import { adminErasure } from './modules/admin/admin.erasure.ts';
import { contactErasure } from './modules/contact/contact.erasure.ts';
import { eventsErasure } from './modules/events/events.erasure.ts';
import { feedErasure } from './modules/feed/feed.erasure.ts';
import { newsletterErasure } from './modules/newsletter/newsletter.erasure.ts';
import { notificationsErasure } from './modules/notifications/notifications.erasure.ts';
import { plansErasure } from './modules/plans/plans.erasure.ts';
import { profilesErasure } from './modules/profiles/profiles.erasure.ts';
import { projectsErasure } from './modules/projects/projects.erasure.ts';
import { createDataExportJobs, exportKeysInUse } from './modules/data-rights/data-exports.service.ts';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes.ts';
import { feedRoutes } from './modules/feed/feed.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { profilesRoutes, skillsRoutes } from './modules/profiles/profiles.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import {
  type AnalysisPool,
  type AnalysisPoolOptions,
  createAnalysisPool,
} from './modules/projects/brief-analysis/analysis-pool.ts';
import { createBriefAnalyser } from './modules/projects/brief-analysis/create-analyser.ts';
import { loadCatalogue } from './modules/projects/brief-chat.service.ts';
import { invitationsRoutes, projectsRoutes } from './modules/projects/projects.routes.ts';
import { handleFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { createShieldedServer, registerOverloadProtection } from './plugins/overload-protection.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerRateLimit } from './rate-limit/rate-limit.plugin.ts';
import { createRedisClient } from './rate-limit/redis-client.ts';
import { createMemoryWindowCounter, createRedisWindowCounter } from './rate-limit/window-counter.ts';
import { createImageStore } from './uploads/image-store.ts';
import { createOrphanFilesSweepJob } from './uploads/orphan-files-sweep.ts';
import { attachmentKeysInUse } from './modules/plans/attachments.ts';
import { postImageKeysInUse } from './modules/feed/publishing.service.ts';
import { avatarKeysInUse, recordSignUpNames } from './modules/profiles/profiles.service.ts';
import { createLocalObjectStore } from './uploads/object-store.ts';
import { createS3ObjectStore } from './uploads/s3-object-store.ts';
import { errorForLog, requestForLog } from './log-serializers.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { billingRecipients } from './modules/billing/billing.recipients.ts';
import { draftQuoteWhenStaffed } from './modules/billing/quotes.service.ts';
import { plansRoutes, proposalThreadRoutes } from './modules/plans/plans.routes.ts';
import { timesheetsRoutes } from './modules/timesheets/timesheets.routes.ts';
import { timesheetsRecipients } from './modules/timesheets/timesheets.recipients.ts';
import { adminTimesheetsRoutes } from './modules/admin/admin-timesheets.routes.ts';
import { draftProjectPlan } from './modules/plans/plans.service.ts';
import { adminRecipients } from './modules/admin/admin.recipients.ts';
import { feedRecipients } from './modules/feed/feed.recipients.ts';
import { createRecipients } from './modules/notifications/event-recipients.ts';
import { createFanOutJob, createLiveEventsPruneJob } from './modules/notifications/fan-out.ts';
import { notificationsRecipients } from './modules/notifications/notifications.recipients.ts';
import { plansRecipients } from './modules/plans/plans.recipients.ts';
import { profilesRecipients } from './modules/profiles/profiles.recipients.ts';
import { projectsRecipients } from './modules/projects/projects.recipients.ts';
import { reportsRecipients } from './modules/reports/reports.recipients.ts';
import { reviewsRecipients } from './modules/reviews/reviews.recipients.ts';
import { createMentionLedgerPruneJob } from './modules/profiles/mention-budget.ts';
import { createEmailOutboxRetentionJob } from './email/outbox-retention.ts';
import { createLiveBus } from './modules/notifications/live-bus.ts';
import { createSearchWindowCache, searchChangeOfNotice } from './modules/feed/search-window-cache.ts';
import {
  createReaderMemory,
  readerChangeOfNotice,
  tellingReaderMemory,
} from './modules/feed/reader-memory.ts';
import { createShowcaseCache } from './modules/showcase/showcase-cache.ts';
import { showcaseRoutes } from './modules/showcase/showcase.routes.ts';
import { createPublicProfileCache, profileChangeOfNotice } from './modules/profiles/public-profile-cache.ts';
import {
  createPeopleWindowCache,
  forgettingPeopleWindows,
} from './modules/profiles/people-search-windows.ts';
import { createLiveHub } from './modules/notifications/live-hub.ts';
import { createNotificationEmails } from './modules/notifications/notification-emails.ts';
import {
  notificationsRoutes,
  notificationUnsubscribeRoutes,
} from './modules/notifications/notifications.routes.ts';
import { registerUploads } from './uploads/uploads.routes.ts';
import { APP_VERSION } from './version.ts';
import { createReviewNoticesJob } from './modules/reviews/reviews.service.ts';
import { createBusinessRegistry } from './modules/verification/business-registry.ts';
import { professionalSubject } from './modules/verification/verification-subjects.ts';
import {
  organisationVerificationsErasure,
  verificationErasure,
} from './modules/verification/verification.erasure.ts';
import { organisationsErasure } from './modules/organisations/organisations.erasure.ts';
import { organisationSubject } from './modules/organisations/organisation-verification.ts';
import { organisationsRoutes } from './modules/organisations/organisations.routes.ts';
import { createOrganisationAtSignUp } from './modules/organisations/organisations.service.ts';
import { verificationRecipients } from './modules/verification/verification.recipients.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import {
  verificationDocumentKeysInUse,
  verificationSubjects,
} from './modules/verification/verification.service.ts';
import { createOverdueRemindersJob } from './modules/billing/overdue-reminders.ts';

export interface BuildAppOptions {
  /** Start the e-mail retry worker (off in tests that drive the outbox themselves). */
  startMailWorker?: boolean;
  /** Start the scheduled jobs' timers (off in tests, which run a job when they mean to: `jobRunnerOf`). */
  startJobs?: boolean;
  /**
   * Listen for wake-ups from the other instances: events to fan out, live events to stream (on with the jobs;
   * tests of live streams turn it on alone).
   */
  startLiveBus?: boolean;
  /** Called for every route registered (the authorization matrix test lists them this way). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: { write(line: string): void };
  /** The bounds of the brief assistant's worker pool, when not the defaults (tests). */
  analysisPool?: Omit<AnalysisPoolOptions, 'logger'>;
}

/** Builds the HTTP application. Reads as the table of contents of the API. */
export async function buildApp(
  config: ResolvedConfig,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  // The server is created with the app; what it refuses early is known once the protection is registered.
  const shield: { shedsEarly?: ReturnType<typeof registerOverloadProtection>['shedsEarly'] } = {};
  const app = Fastify({
    serverFactory: (handler, options) => createShieldedServer(handler, options, () => shield.shedsEarly),
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: requestForLog, err: errorForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: (request) => validRequestId(request.headers['x-request-id']) ?? randomUUID(),
    requestIdHeader: false,
    trustProxy: typeof config.trustProxy === 'number' ? trustedHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Routing errors (a malformed percent-encoding, an over-long segment) in the usual error shape.
    frameworkErrors: handleFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) {
    const { onRoute } = options;
    app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set as the request starts, so that every answer has it, an error's included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const {
    db,
    pool,
    close: closeDatabase,
  } = createDatabase({
    connectionString: config.databaseUrl,
    logger: app.log,
    maxConnections: config.databasePoolSize,
  });
  const redis = config.redisUrl ? createRedisClient(config.redisUrl, app.log) : undefined;
  const windowCounter = redis ? createRedisWindowCounter(redis, app.log) : createMemoryWindowCounter();
  const mailer = createMailer({ db, config, logger: app.log });
  const auth = createAuth({
    db,
    config,
    mailer,
    logger: app.log,
    windowCounter,
    recordSignUpNames: (userId, names) => recordSignUpNames(db, userId, names),
    createSignUpOrganisation: (userId, company) => createOrganisationAtSignUp(db, userId, company),
  });
  const { uploadsDir } = config;
  const objects = config.objectStorage
    ? await createS3ObjectStore(config.objectStorage)
    : createLocalObjectStore(uploadsDir);
  const images = createImageStore(objects);
  // Notifications and live streams: events recorded with each change are fanned out after the commit, and
  // the wake-ups cross instances through PostgreSQL (or Redis when REDIS_URL is set).
  const liveBus = createLiveBus({
    connectionString: config.listenDatabaseUrl ?? config.databaseUrl,
    pool,
    redisUrl: config.redisUrl,
    logger: app.log,
  });
  const live = createLiveHub({ db, logger: app.log });
  const searchWindows = createSearchWindowCache({ isListening: () => liveBus.isListening() });
  const publicProfiles = createPublicProfileCache({ isListening: () => liveBus.isListening() });
  const peopleWindows = createPeopleWindowCache({ isListening: () => liveBus.isListening() });
  // What this instance's own writes tell the public profiles, before their answers leave, forgets the people
  // search's windows too; the database's notices tell the other instances.
  // What a kept search window's pages show a reader besides the window: sessions, relations, likes, posts.
  const readers = createReaderMemory({ isListening: () => liveBus.isListening() });
  const profilesToldHere = tellingReaderMemory(
    forgettingPeopleWindows(publicProfiles, peopleWindows),
    readers,
  );
  const notificationEmails = createNotificationEmails({
    db,
    mailer,
    appUrl: config.appUrl,
    authSecret: config.authSecret,
    logger: app.log,
  });
  const fanOut = createFanOutJob({
    db,
    // Each module says who hears of the events it records.
    recipientsOf: createRecipients([
      profilesRecipients,
      feedRecipients,
      projectsRecipients,
      plansRecipients,
      reviewsRecipients,
      reportsRecipients,
      timesheetsRecipients,
      billingRecipients,
      adminRecipients,
      verificationRecipients,
      notificationsRecipients,
    ]),
    logger: app.log,
    publishLive: () => liveBus.publishLive(),
    afterCommit: notificationEmails.sendImmediate,
  });
  // One erasure of an account, for a member's deletion and an administrator's: each module erases its own rows.
  const eraseAccount = createAccountErasure({
    files: { images, objects },
    steps: [
      projectsErasure,
      profilesErasure,
      feedErasure,
      plansErasure,
      verificationErasure,
      organisationsErasure,
      // After the organisations' step: the organisations it removed take their requests.
      organisationVerificationsErasure,
      dataRightsErasure,
      eventsErasure,
      notificationsErasure,
      emailOutboxErasure,
      contactErasure,
      newsletterErasure,
      adminErasure,
    ],
  });
  // Work done on a clock; each module's jobs are listed here, like its routes below.
  const scheduledJobs: ScheduledJob[] = [
    ...createDataExportJobs({ db, objects, mailer, appUrl: config.appUrl, logger: app.log }),
    createAccountErasureJob({ db, eraseAccount, logger: app.log }),
    fanOut,
    createLiveEventsPruneJob(db),
    createMentionLedgerPruneJob(db),
    createEmailOutboxRetentionJob(db),
    createReviewNoticesJob(db),
    createOverdueRemindersJob({
      db,
      mailer,
      mail: { appUrl: config.appUrl, authSecret: config.authSecret },
    }),
    notificationEmails.digestJob,
    createOrphanFilesSweepJob({
      objects,
      logger: app.log,
      owners: [
        { folder: 'avatars', findOwned: (keys) => avatarKeysInUse(db, keys) },
        { folder: 'posts', findOwned: (keys) => postImageKeysInUse(db, keys) },
        { folder: 'attachments', findOwned: (keys) => attachmentKeysInUse(db, keys) },
        { folder: 'verifications', findOwned: (keys) => verificationDocumentKeysInUse(db, keys) },
        { folder: 'exports', findOwned: (keys) => exportKeysInUse(db, keys) },
      ],
    }),
  ];
  const jobs = createJobRunner({ jobs: scheduledJobs, logger: app.log });
  jobRunners.set(app, jobs);
  const sessionReader = createSessionReader(auth, db);
  const context: AppContext = {
    config,
    db,
    mailer,
    images,
    objects,
    auth,
    guards: createGuards(sessionReader),
    version: APP_VERSION,
    windowCounter,
    jobs,
  };
  // Streams end before the server stops taking connections: their clients reconnect to another instance.
  app.addHook('preClose', async () => live.close());
  app.addHook('onClose', async () => {
    await liveBus.close();
    await jobs.stop();
    await mailer.stop();
    await closeDatabase();
    redis?.disconnect();
  });

  // Cross-cutting plugins.
  registerErrorHandler(app);
  shield.shedsEarly = registerOverloadProtection(app, {
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
    maxQueueDelayMs: config.maxQueueDelayMs,
    maxRequestsInProgress: config.maxRequestsInProgress,
    databasePool: pool,
  }).shedsEarly;
  registerSecurityHeaders(app, { isProduction: config.isProduction });
  registerOriginCheck(app, { appUrl: config.appUrl });
  // An answer up to 64 KB (a page of the feed or of a search is 10 to 15 KB) is compressed at once, on this thread:
  // through a zlib stream of its own, each answer's stream and everything it holds (the answer, its reply) outlived
  // two young-generation collections and went to the old one, about 18 KB an answer, so that a reader turning pages
  // filled the heap with garbage only a major collection frees, and compressed answers came a third slower.
  await app.register(compress, { threshold: 1024, syncThreshold: 65_536 });
  await registerRateLimit(app, { redis });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
  await registerOpenApi(app, { version: APP_VERSION });

  // Modules.
  await app.register(healthRoutes, { prefix: '/api/health', ...context });
  await app.register(authRoutes, {
    prefix: '/api/auth',
    auth,
    appUrl: config.appUrl,
    // A sign-out or sessions revoked here: the session this instance keeps for pages of kept windows, at once.
    sessionsChanged: async (cookieHeader) => {
      const token = await sessionReader.readSessionToken(cookieHeader);
      const userId = token === undefined ? undefined : readers.sessions.get(token);
      if (userId !== undefined) readers.changed({ subjects: [personSubject(userId)] });
    },
  });
  await app.register(accountRoutes, {
    prefix: '/api/account',
    ...context,
    changeAccountType: (input) => changeOwnAccountType(db, input),
  });
  await app.register(dataRightsRoutes, {
    prefix: '/api/account',
    ...context,
    publicProfiles: tellingReaderMemory(publicProfiles, readers),
  });
  await app.register(contactRoutes, { prefix: '/api/contact', ...context });
  await app.register(newsletterRoutes, { prefix: '/api/newsletter', ...context });
  await app.register(profilesRoutes, {
    prefix: '/api/profiles',
    ...context,
    publicProfiles: profilesToldHere,
    namesChanged: () => searchWindows.changed({ kind: 'everything' }),
    peopleWindows,
    readers,
  });
  await app.register(skillsRoutes, { prefix: '/api/skills', ...context });
  await app.register(feedRoutes, {
    prefix: '/api/posts',
    ...context,
    searchWindows,
    publicProfiles,
    readers,
  });
  await app.register(reportsRoutes, { prefix: '/api/reports', ...context });
  // Verified businesses: each kind of business says who asks for it and keeps its own verified flag.
  const businessSubjects = verificationSubjects([professionalSubject, organisationSubject]);
  await app.register(verificationRoutes, {
    prefix: '/api/verifications',
    ...context,
    publicProfiles,
    subjects: businessSubjects,
    registry: createBusinessRegistry(config.businessRegistry),
  });
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    ...context,
    publicProfiles: profilesToldHere,
    eraseAccount,
    verificationSubjects: businessSubjects,
  });
  await app.register(adminTimesheetsRoutes, { prefix: '/api/admin', ...context });
  // The brief assistant's rules run on worker threads: a turn costs them up to a few hundred milliseconds.
  const analysisPool = createAnalysisPool({ ...options.analysisPool, logger: app.log });
  analysisPools.set(app, analysisPool);
  // A language model answers without the pool, which it only falls back to: its threads then start when needed.
  analysisStarters.set(app, async () => {
    if (!config.llm.baseUrl) analysisPool.startThreads(await loadCatalogue(db));
  });
  app.addHook('onClose', async () => analysisPool.close());
  const analyser = createBriefAnalyser(
    {
      llmBaseUrl: config.llm.baseUrl,
      llmApiKey: config.llm.apiKey,
      llmModel: config.llm.model,
      llmTimeoutMs: config.llm.timeoutMs,
    },
    app.log,
    analysisPool,
  );
  await app.register(organisationsRoutes, { prefix: '/api/organisations', ...context });
  await app.register(projectsRoutes, {
    prefix: '/api/projects',
    ...context,
    analyser,
    // A language model answers without the pool (which it only falls back to): it is asked either way.
    analysisAdmission: config.llm.baseUrl ? undefined : analysisPool,
  });
  await app.register(plansRoutes, { prefix: '/api/projects', ...context });
  await app.register(proposalThreadRoutes, { prefix: '/api/proposals', ...context });
  // A team complete, its plan is drafted in the same transaction, then its quote from the plan (when the agency's
  // settings and the client's billing details allow it; otherwise at the first reading that can).
  await app.register(invitationsRoutes, {
    prefix: '/api/invitations',
    ...context,
    whenStaffed: async (tx, projectId) => {
      await draftProjectPlan(tx, projectId);
      await draftQuoteWhenStaffed(tx, projectId);
    },
  });
  const showcase = createShowcaseCache();
  await app.register(reviewsRoutes, {
    prefix: '/api',
    ...context,
    publicProfiles,
    publicReviewsChanged: () => showcase.forget(),
  });
  await app.register(showcaseRoutes, { prefix: '/api/showcase', ...context, showcase });
  await app.register(billingRoutes, { prefix: '/api', ...context });
  await app.register(timesheetsRoutes, { prefix: '/api', ...context });
  await app.register(notificationsRoutes, { prefix: '/api', ...context, live });
  await app.register(notificationUnsubscribeRoutes, { prefix: '/api/notifications', ...context });
  await registerUploads(app, { uploadsDir, objects });
  if (!config.smtpUrl && !config.isProduction) {
    await app.register(registerDevMailboxRoutes, { prefix: '/dev/mailbox', ...context });
  }

  // The interface, last: its catch-all answers every other GET.
  await registerWebApp(app, { distDir: config.webDistDir });

  if (options.startMailWorker !== false) mailer.start();
  if (options.startJobs !== false) jobs.start();
  if (options.startLiveBus ?? options.startJobs !== false) {
    await liveBus.start({
      onLive: () => live.wake(),
      onOutbox: () => fanOut.wake(),
      onSearchChange: (payload) => {
        const change = searchChangeOfNotice(payload);
        searchWindows.changed(change);
        if (change.kind === 'people' || change.kind === 'everything') peopleWindows.forgetAll();
      },
      onProfileChange: (payload) => publicProfiles.changed(profileChangeOfNotice(payload)),
      onReaderChange: (payload) => readers.changed(readerChangeOfNotice(payload)),
    });
  }
  return app;
}

const jobRunners = new WeakMap<FastifyInstance, JobRunner>();
const analysisPools = new WeakMap<FastifyInstance, AnalysisPool>();

const analysisStarters = new WeakMap<FastifyInstance, () => Promise<void>>();

/**
 * Starts the brief assistant's threads, warmed with the database's catalogue, so that the first clients' turns
 * neither wait for a thread nor pay for indexing the catalogue (the server calls it once it listens).
 */
export async function startBriefAnalysis(app: FastifyInstance): Promise<void> {
  await analysisStarters.get(app)?.();
}

/** The brief assistant's worker pool of an app built by `buildApp` (tests watch its threads). */
export function analysisPoolOf(app: FastifyInstance): AnalysisPool {
  const pool = analysisPools.get(app);
  if (!pool) throw new Error('not an app built by buildApp');
  return pool;
}

/** The scheduled jobs of an app built by `buildApp` (tests run them at a chosen time). */
export function jobRunnerOf(app: FastifyInstance): JobRunner {
  const runner = jobRunners.get(app);
  if (!runner) throw new Error('not an app built by buildApp');
  return runner;
}

/** Trusts the `hops` proxies closest to the server: the client address is the one the farthest of them saw. */
function trustedHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Accept an upstream request id (load balancer) only when it looks like one. */
function validRequestId(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' && /^[\w.-]{8,128}$/.test(header) ? header : undefined;
}
