import type { ErrorResponse, FieldIssue } from '@escouade/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlStateOf } from '../db/postgres-errors.ts';
import { AppError } from '../errors.ts';
import { assertObjectBody, assertStorableInput } from '../validation.ts';

/**
 * Fastify's own client errors (bad JSON, wrong content type, body too large, unreadable URL...) mapped to our
 * codes. A `message` replaces Fastify's when that one would echo the request back (a URL can be 80 KB).
 */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: string; status: number; message?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', status: 413 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_FAILED', status: 400 },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_FAILED', status: 400 },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION_FAILED', status: 400 },
  FST_ERR_VALIDATION: { code: 'VALIDATION_FAILED', status: 400 },
  FST_ERR_BAD_URL: { code: 'VALIDATION_FAILED', status: 400, message: 'The URL is not correctly encoded' },
  FST_ERR_MAX_PARAM_LENGTH: {
    code: 'VALIDATION_FAILED',
    status: 400,
    message: 'A part of the URL is too long',
  },
};

/**
 * One place turns every thrown error into `{ code, message, details }`. Client errors keep their message;
 * server errors are logged with the request id and answered with a generic message (no stack, no SQL).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error, request);
    // A shed request (503) is the server protecting itself, not a failure: under overload there are thousands
    // a second, so one short line each, at debug.
    if (status === 503) request.log.debug({ code: body.code, status }, 'request shed');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request refused');
    if (status === 429 || status === 503) {
      reply.header('retry-after', reply.getHeader('retry-after') ?? retryAfterOf(error) ?? '60');
    }
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    return reply
      .code(404)
      .send({ code: 'NOT_FOUND', message: `Route ${request.method} ${request.url} not found` });
  });

  // Before any route's own validation, and for every route, Better Auth's included: a body that is not an
  // object, a NUL character or absurd nesting would otherwise reach code that expects better, PostgreSQL or a
  // recursive serializer, and come back as a 500.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertObjectBody(request.body);
      assertStorableInput(request.params, 'params');
      assertStorableInput(request.query, 'querystring');
      assertStorableInput(request.body, 'body');
    } catch (error) {
      return done(error as FastifyError);
    }
    done();
  });

  // JSON errors answered without throwing (Better Auth's, through its bridge) get the same shape: `code` and
  // `message` are added when missing, and a 5xx body becomes INTERNAL_ERROR.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode < 400) return done(null, payload);
    const isText = typeof payload === 'string' || payload === null || payload === undefined;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!isText || (type !== '' && !type.includes('json'))) return done(null, payload);
    const body = parseJsonObject(payload);
    if (typeof body?.code === 'string' && typeof body.message === 'string') return done(null, payload);
    reply.header('content-type', 'application/json; charset=utf-8');
    done(null, JSON.stringify(withShape(reply.statusCode, body ?? {})));
  });
}

/** The wait an application error states in `details.retryAfterSeconds`, as a Retry-After value. */
function retryAfterOf(error: unknown): string | undefined {
  if (!(error instanceof AppError)) return undefined;
  const details = error.details as { retryAfterSeconds?: unknown } | undefined;
  const seconds = details?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? String(Math.ceil(seconds)) : undefined;
}

/**
 * Errors Fastify raises while routing, before any hook (a malformed percent-encoding, a path segment over the
 * router's length limit), never reach the error handler: Fastify answers them with its own body unless this
 * is passed as the `frameworkErrors` option.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorResponse(error, request);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: body.code, status }, 'request refused');
  return reply.code(status).send(body);
}

function toErrorResponse(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; body: ErrorResponse } {
  if (error instanceof AppError) {
    return { status: error.status, body: withDetails(error.code, error.message, error.details) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues: FieldIssue[] = error.validation.map((issue) => ({
      path: [error.validationContext ?? 'body', ...pathOf(issue.instancePath)],
      code: String(issue.keyword),
      message: issue.message ?? 'Invalid value',
    }));
    return { status: 400, body: withDetails('VALIDATION_FAILED', 'The request is invalid', { issues }) };
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) {
    return { status: known.status, body: { code: known.code, message: known.message ?? error.message } };
  }
  if (error.statusCode === 429) {
    return {
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many requests, please try again later' },
    };
  }
  // Class 22 (data exception: a malformed date, a number out of range, an invalid text encoding) is a value
  // the client sent that got past validation: the request's fault, not the server's.
  if (sqlStateOf(error)?.startsWith('22')) {
    return {
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'A value of the request is out of range or malformed' },
    };
  }
  if (isUnreadableMultipart(error, request)) {
    return { status: 400, body: { code: 'VALIDATION_FAILED', message: 'The multipart body cannot be read' } };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return {
      status: error.statusCode,
      body: { code: codeForStatus(error.statusCode), message: error.message },
    };
  }
  return { status: 500, body: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' } };
}

/**
 * The multipart parser (busboy) reports a body it cannot read (no or empty boundary, truncated data) with
 * plain errors, raised while the handler reads the upload; they are the client's, not the server's.
 */
const MULTIPART_PARSE_FAILURES = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of multipart data$/,
  /^\w+ terminated early due to unexpected end of multipart data$/,
  /^The needle cannot (be an empty String\/Buffer|have a length bigger than 256)\.$/,
];

function isUnreadableMultipart(error: FastifyError, request: FastifyRequest): boolean {
  return (
    error.code === undefined &&
    error.statusCode === undefined &&
    /^multipart\//i.test(request.headers['content-type'] ?? '') &&
    MULTIPART_PARSE_FAILURES.some((failure) => failure.test(error.message))
  );
}

function parseJsonObject(payload: string | null | undefined): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function withShape(status: number, body: Record<string, unknown>): ErrorResponse {
  if (status >= 500) return { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' };
  const code = typeof body.code === 'string' ? body.code : codeForStatus(status);
  const message = typeof body.message === 'string' ? body.message : 'The request was refused';
  return withDetails(code, message, body.details);
}

function withDetails(code: string, message: string, details: unknown): ErrorResponse {
  return details === undefined ? { code, message } : { code, message, details };
}

function pathOf(instancePath: string): string[] {
  return instancePath.split('/').filter(Boolean);
}

function codeForStatus(status: number): string {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'VALIDATION_FAILED';
  }
}
