import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_ERRORS, type ErrorCode, errorResponseSchema } from '@escouade/contract';
import { APP_ERROR_MEANINGS } from '@escouade/contract/error-meanings';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Every error status of the contract's list, each with the `{ code, message, details }` body and the codes it
 * may carry: added to the response schemas of the API's routes (those that declare a schema) as they are
 * registered, so that the document shows them and error answers are serialized like any other.
 */
const ERROR_RESPONSES = Object.fromEntries(
  [...new Set(Object.values(APP_ERRORS))]
    .sort((a, b) => a - b)
    .map((status) => {
      const codes = (Object.keys(APP_ERRORS) as ErrorCode[]).filter((code) => APP_ERRORS[code] === status);
      const description = codes.map((code) => `${code}: ${APP_ERROR_MEANINGS[code]}`).join('; ');
      return [status, errorResponseSchema.describe(description)];
    }),
);

function declareErrorResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    // Better Auth's routes answer in its own shapes; routes without a schema (files, the web app) are not API.
    if (!route.schema || !route.url.startsWith('/api/') || route.url.startsWith('/api/auth/')) return;
    route.schema.response = { ...ERROR_RESPONSES, ...(route.schema.response as object | undefined) };
  });
}

/** The OpenAPI document (generated from the routes' zod schemas) and its UI at `/api/docs`. */
export async function registerOpenApi(app: FastifyInstance, { version }: { version: string }) {
  declareErrorResponses(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Escouade API', description: 'HTTP API of the Escouade platform.', version },
      components: {
        securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'escouade.session_token' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      withNullableTyped('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The UI ships inline bootstrap code: let the plugin add its hashes to our strict CSP for these pages only.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
  });
}

/**
 * OpenAPI 3.0 allows `nullable` only beside a `type`; zod's JSON Schema puts it beside `anyOf`/`oneOf` (a union
 * that may be null) or alone (any value, null included), which standard validators refuse to compile. The null
 * moves to the first branch with a type (one branch only: a `oneOf` must still match null once); alone, it goes
 * (a schema without a type takes null already).
 */
export function withNullableTyped<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withNullableTyped) as T;
  if (value === null || typeof value !== 'object') return value;
  const schema = Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, withNullableTyped(child)]),
  ) as Record<string, unknown>;
  if (schema.nullable !== true || schema.type !== undefined) return schema as T;
  const { nullable: _nullable, ...rest } = schema;
  for (const union of ['anyOf', 'oneOf'] as const) {
    const branches = rest[union];
    if (!Array.isArray(branches)) continue;
    const typed = branches.findIndex(
      (branch) => typeof branch === 'object' && branch !== null && 'type' in branch,
    );
    rest[union] =
      typed === -1
        ? [...branches, { type: 'string', nullable: true, enum: [null] }]
        : branches.map((branch, index) => (index === typed ? { ...branch, nullable: true } : branch));
  }
  return rest as T;
}
