import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A path parameter of the route is a secret (a mailed one-time token): the log shows the route instead. */
    secretInPath?: boolean;
  }
}

/** The URL with the values of `token`, `code` and `secret` query parameters replaced. */
export function withoutSecrets(url: string): string {
  return url.replace(/([?&](?:token|code|secret)=)[^&#]*/gi, '$1[redacted]');
}

/**
 * What the request log records of a request. One-time secrets travel in links (e-mail confirmation, password
 * reset): in the query they are replaced; in the path the matched route's pattern stands for the whole path,
 * whatever its spelling (`/%61pi/...` reaches the same route).
 */
export function requestForLog(request: FastifyRequest) {
  const query = request.url.indexOf('?');
  const url = request.routeOptions.config?.secretInPath
    ? `${request.routeOptions.url ?? ''}${query === -1 ? '' : request.url.slice(query)}`
    : request.url;
  return { method: request.method, url: withoutSecrets(url), host: request.host, remoteAddress: request.ip };
}

/**
 * Fields of a failed statement that hold values, not the statement: Drizzle's `params` (the bound values, a
 * session token among them) and PostgreSQL's `detail` and `where` (which quote the row or the value refused).
 */
const VALUE_FIELDS = new Set(['params', 'detail', 'where', 'internalQuery']);
const MAX_CAUSE_DEPTH = 5;

/**
 * An error as the log records it: type, message, stack, and its own fields, causes included, but never the
 * values bound to a failed statement. Drizzle writes them into its message (`Failed query: …\nparams: …`), so
 * the message and stack of such an error keep the statement only.
 */
export function errorForLog(error: Error): LoggedError {
  return describeError(error, 0);
}

interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function describeError(error: Error, depth: number): LoggedError {
  const failedQuery = 'query' in error && 'params' in error ? String(error.query) : undefined;
  const message = failedQuery === undefined ? error.message : `Failed query: ${failedQuery}`;
  const stack = failedQuery === undefined ? error.stack : error.stack?.replace(error.message, message);
  const fields = Object.entries(error).filter(([key]) => !VALUE_FIELDS.has(key) && key !== 'cause');
  const { cause } = error;
  return {
    ...Object.fromEntries(fields),
    type: error.constructor.name,
    message,
    stack: stack ?? '',
    ...(cause !== undefined && depth < MAX_CAUSE_DEPTH
      ? { cause: cause instanceof Error ? describeError(cause, depth + 1) : cause }
      : {}),
  };
}
