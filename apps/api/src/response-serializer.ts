import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';

type ResponseSchema = $ZodType | { properties: $ZodType };

/**
 * Serializes an answer through its zod response schema: undeclared fields are dropped, an answer that does
 * not match is a 500 (ResponseSerializationError, as fastify-type-provider-zod reports it). That library's
 * own compiler runs `safeEncode`, which costs four times `safeParse` (24 against 6 µs for a feed page, a
 * tenth of the request); the two only differ for codecs, which no response schema declares.
 */
export const serializerCompiler: FastifySerializerCompiler<ResponseSchema> = ({ schema, method, url }) => {
  const responseSchema = schema instanceof $ZodType ? schema : schema.properties;
  return (data) => {
    const result = safeParse(responseSchema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
