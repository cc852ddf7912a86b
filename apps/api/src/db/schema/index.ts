// The schema as one object for Drizzle's relational queries and drizzle-kit.
export * from './auth.ts';
export * from './feed.ts';
export * from './moderation.ts';
export * from './profiles.ts';
export * from './projects.ts';
export * from './site.ts';
export * from './data-rights.ts';
export * from './plans.ts';
export * from './delivery.ts';
export * from './notifications.ts';
export * from './billing.ts';
export * from './verification.ts';
export * from './timesheets.ts';
export * from './organisations.ts';
