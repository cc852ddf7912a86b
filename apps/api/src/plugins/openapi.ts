import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document (generated from the routes' zod schemas) and its UI at `/api/docs`. */
export async function registerOpenApi(app: FastifyInstance, { version }: { version: string }) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Escouade API', description: 'HTTP API of the Escouade platform.', version },
      components: {
        securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'escouade.session_token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The UI ships inline bootstrap code: let the plugin add its hashes to our strict CSP for these pages only.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
  });
}
