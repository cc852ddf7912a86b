import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

// The served OpenAPI document, read by the tools its readers use: a standard validator of OpenAPI documents,
// then each operation's schemas compiled as the JSON Schema of OpenAPI 3.0 (draft 4, with `nullable`), as a
// client generator or a request validator would.

interface Operation {
  parameters?: { name: string; in: string; schema: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: object }> }>;
}

describe('the OpenAPI document', () => {
  let testApp: TestApp;
  let document: { openapi: string; paths: Record<string, Record<string, Operation>> };

  beforeAll(async () => {
    testApp = await buildTestApp();
    const served = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(served.statusCode).toBe(200);
    document = served.json();
  });
  afterAll(() => testApp.close());

  it('is a valid OpenAPI 3.0 document', async () => {
    expect(document.openapi).toMatch(/^3\.0\./);
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has schemas that compile for every operation, with 0 errors', () => {
    const ajv = new Ajv({ strict: true, allErrors: true });
    addFormats(ajv);
    // Keywords OpenAPI adds to JSON Schema, which describe and do not validate.
    ajv.addVocabulary([
      'example',
      'xml',
      'externalDocs',
      'discriminator',
      'deprecated',
      'readOnly',
      'writeOnly',
    ]);
    const failures: string[] = [];
    let compiled = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schemas: [string, object][] = [
          ...(operation.parameters ?? []).map((parameter): [string, object] => [
            `${parameter.in} ${parameter.name}`,
            parameter.schema,
          ]),
          ...Object.entries(operation.requestBody?.content ?? {}).map(([type, content]): [string, object] => [
            `body ${type}`,
            content.schema,
          ]),
          ...Object.entries(operation.responses).flatMap(([status, response]) =>
            Object.entries(response.content ?? {}).map(([type, content]): [string, object] => [
              `${status} ${type}`,
              content.schema,
            ]),
          ),
        ];
        for (const [where, schema] of schemas) {
          try {
            ajv.compile(schema);
            compiled += 1;
          } catch (error) {
            failures.push(`${method.toUpperCase()} ${path} (${where}): ${(error as Error).message}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(compiled).toBeGreaterThan(500);
  });

  it('documents the redirect of the unsubscribe address opened in a browser', () => {
    const responses = document.paths['/api/notifications/unsubscribe']?.get?.responses ?? {};
    expect(responses['303']?.description).toMatch(/unsubscribe page/i);
  });
});
