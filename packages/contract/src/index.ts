export * from './auth.ts';
export * from './constants.ts';
export * from './contact.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './newsletter.ts';
export * from './profiles.ts';
export * from './validation.ts';
