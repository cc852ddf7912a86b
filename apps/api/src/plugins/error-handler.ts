import type { ErrorResponse, FieldIssue } from '@escouade/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

/** Fastify's own client errors (bad JSON, wrong content type, body too large...) mapped to our codes. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: string; status: number }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', status: 413 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_FAILED', status: 400 },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_FAILED', status: 400 },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION_FAILED', status: 400 },
  FST_ERR_VALIDATION: { code: 'VALIDATION_FAILED', status: 400 },
};

/**
 * One place turns every thrown error into `{ code, message, details }`. Client errors keep their message;
 * server errors are logged with the request id and answered with a generic message (no stack, no SQL).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request refused');
    if (status === 429 || status === 503) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
    return reply.code(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    return reply
      .code(404)
      .send({ code: 'NOT_FOUND', message: `Route ${request.method} ${request.url} not found` });
  });
}

function toErrorResponse(error: FastifyError): { status: number; body: ErrorResponse } {
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
  if (known) return { status: known.status, body: { code: known.code, message: error.message } };
  if (error.statusCode === 429) {
    return {
      status: 429,
      body: { code: 'RATE_LIMITED', message: 'Too many requests, please try again later' },
    };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return {
      status: error.statusCode,
      body: { code: codeForStatus(error.statusCode), message: error.message },
    };
  }
  return { status: 500, body: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' } };
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
    default:
      return 'VALIDATION_FAILED';
  }
}
