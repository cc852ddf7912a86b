import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A path parameter of the route is a secret (a mailed one-time token): the log shows the route instead. */
    secretInPath?: boolean;
  }
}

/** Query parameters whose values are one-time secrets (a name read case-insensitively, `[]` or `[x]` after it). */
const SECRET_QUERY_NAME = /^(?:token|code|secret)(?:\[[^\]]*\])*$/i;
/**
 * Paths with a one-time secret as a segment that no route of ours declares (`secretInPath`): Better Auth's
 * reset link, served under its catch-all route.
 */
const SECRET_PATHS = [/^(\/api\/auth\/reset-password\/)[^/]+/i];

/**
 * The URL with its one-time secrets replaced: the values of the `token`, `code` and `secret` query parameters,
 * and the token segment of the paths that carry one. Names and paths are compared once their percent-escapes of
 * plain characters are read (`%74oken`, `/%61pi/...` reach the same handler as `token`, `/api/...`), which is
 * also how the log shows them.
 */
export function withoutSecrets(url: string): string {
  const hash = url.indexOf('#');
  const withoutFragment = hash === -1 ? url : url.slice(0, hash);
  const queryStart = withoutFragment.indexOf('?');
  const path = decodePlainCharacters(
    queryStart === -1 ? withoutFragment : withoutFragment.slice(0, queryStart),
  );
  const redactedPath = SECRET_PATHS.reduce(
    (current, pattern) => current.replace(pattern, '$1[redacted]'),
    path,
  );
  if (queryStart === -1) return redactedPath;
  const query = withoutFragment
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = decodePlainCharacters(equals === -1 ? pair : pair.slice(0, equals));
      return equals !== -1 && SECRET_QUERY_NAME.test(name) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

/**
 * Reads the percent-escapes of letters, digits and `-._~[]` (which nobody needs to escape, so escaping them only
 * disguises a name), and leaves every other escape as it is.
 */
function decodePlainCharacters(text: string): string {
  return text.replace(/%([0-9a-f]{2})/gi, (escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return /[A-Za-z0-9\-._~[\]]/.test(character) ? character : escape;
  });
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

/**
 * Whether a field of an error is data to log: a value, an array, a plain object. An instance of some class is
 * not (the database client a connection error carries would fill the log with its whole state).
 */
function isData(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function describeError(error: Error, depth: number): LoggedError {
  const failedQuery = 'query' in error && 'params' in error ? String(error.query) : undefined;
  const message = failedQuery === undefined ? error.message : `Failed query: ${failedQuery}`;
  const stack = failedQuery === undefined ? error.stack : error.stack?.replace(error.message, message);
  const fields = Object.entries(error).filter(
    ([key, value]) => !VALUE_FIELDS.has(key) && key !== 'cause' && isData(value),
  );
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
