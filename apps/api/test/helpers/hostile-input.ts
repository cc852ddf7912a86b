import fc from 'fast-check';
import type { z } from 'zod';

/** Text that has broken SQL built by concatenation, LIKE patterns and casts elsewhere. */
export const SQL_PAYLOADS = [
  "' OR '1'='1",
  `'; drop table "user"; --`,
  "' union select password from account --",
  "1' and pg_sleep(5) --",
  '%',
  '_',
  '%_%',
  '\\',
  '\\%',
  '$$',
  '$1',
  '::text',
  "E'\\\\x00'",
  "admin@example.test' --",
] as const;

/** Markup and script that must come back, and show, as typed. */
export const HTML_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  '<iframe src="//evil.test"></iframe>',
  '<style>*{display:none}</style>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '<!--',
  ']]>',
  '&lt;b&gt;&amp;',
  'https://example.test/"><script>alert(1)</script>',
  'www.example.test/<b>bold</b>',
] as const;

/** Unicode that changes length, direction or byte count when handled carelessly; all of it storable. */
export const UNICODE_SAMPLES = [
  '😀',
  '👩‍👩‍👧‍👦',
  '🇫🇷',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'עברית',
  'e\u0301\u0302\u0303',
  'Z\u0324\u0354\u0367\u0311\u0313a\u0356\u032D\u0308\u0307l',
  '\uFEFF',
  '\u200B\u200C\u200D',
  '\u2028\u2029',
  '\u0085',
  '\u00A0',
  '𝕳𝖊𝖑𝖑𝖔',
  '漢字かな',
  'İı',
  'ß',
  'ﬃ',
  'Ａ',
  '١٢٣',
  '\uFFFD',
  '\uFFFF',
  '\r\n',
  '\r',
  '\t',
  '\u0001\u001B[31m\u007F',
] as const;

/** PostgreSQL text cannot hold NUL; unpaired surrogates are not Unicode text at all. */
export const UNSTORABLE_SAMPLES = ['\u0000', 'a\u0000b', '\uD800', 'a\uDFFFb', '\uD83D'] as const;

const NUMBER_LIKE = ['0', '-1', '1e308', '-0', 'NaN', 'Infinity', '0x1F', ' 5 ', '5.5', '1,5', ''] as const;
const NAME_LIKE = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '../../etc/passwd',
  '%2e%2e%2f',
  '?#&=+',
];
const WHITESPACE = [' ', '   ', '\t\n', '\n\n\n', '\u3000'] as const;

/** Lengths around the limits of the contract (64, 80, 120, 200, 254, 500, 2,000, 4,000, 5,000, 10,000). */
const BOUNDARY_LENGTHS = [
  63, 64, 65, 80, 81, 100, 101, 120, 121, 200, 201, 254, 255, 500, 501, 512, 513, 2000, 2001, 4000, 4001,
  5000, 5001, 10_000, 10_001, 100_000,
];

const hostileSamples = [
  ...SQL_PAYLOADS,
  ...HTML_PAYLOADS,
  ...UNICODE_SAMPLES,
  ...UNSTORABLE_SAMPLES,
  ...NUMBER_LIKE,
  ...NAME_LIKE,
  ...WHITESPACE,
];

const hostileUnit: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...hostileSamples) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
);

/** A string at or just past a length limit, of one repeated character (ASCII, emoji or a combining mark). */
export const longString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...BOUNDARY_LENGTHS), fc.constantFrom('a', 'é', '😀', '\u0301', ' ', '%', '<'))
  .map(([length, character]) => character.repeat(Math.ceil(length / character.length)).slice(0, length));

/** Strings meant to break things: payloads, odd Unicode, NUL, lone surrogates, boundary lengths. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileSamples) },
  { weight: 4, arbitrary: fc.string({ unit: hostileUnit, maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: longString },
);

/** Values of the wrong JSON type for any field. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, 1e308, -1, 0, 1.5),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.integer({ min: 50, max: 2000 }).map((depth) => nest(depth)),
);

/** Anything a client could put in a JSON field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: wrongType },
);

function nest(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

/**
 * Storable text for round trips: any printable grapheme, any code point except NUL, and the samples above,
 * never an unpaired surrogate.
 */
export function storableText({ maxLength }: { maxLength: number }): fc.Arbitrary<string> {
  const unit = fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
    {
      weight: 2,
      arbitrary: fc
        .string({ unit: 'binary', minLength: 1, maxLength: 1 })
        .filter((text) => text !== '\u0000'),
    },
    { weight: 2, arbitrary: fc.constantFrom(...UNICODE_SAMPLES, ...HTML_PAYLOADS, ...SQL_PAYLOADS) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  );
  return fc.string({ unit, minLength: 1, maxLength });
}

type Def = {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  format?: string;
  entries?: Record<string, string>;
  values?: unknown[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
};

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

function checkOf(def: Def, name: string): Record<string, unknown> | undefined {
  return def.checks?.map((check) => check._zod.def).find((check) => check.check === name);
}

/** Field names of an object schema (through `.refine`, `.default` and pipes). */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (def.shape) return def.shape;
  if (def.innerType) return shapeOf(def.innerType);
  if (def.in) return shapeOf(def.in);
  throw new Error(`not an object schema: ${def.type}`);
}

/**
 * Values the schema is meant to accept, read from the zod definition: formats (e-mail, UUID, dates), enums,
 * literals, number bounds and lengths. Refinements are not read, so some values are still refused.
 */
export function validFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringFor(def);
    case 'number': {
      const low = checkOf(def, 'greater_than');
      const high = checkOf(def, 'less_than');
      const isInteger = checkOf(def, 'number_format')?.format === 'safeint';
      const min = typeof low?.value === 'number' ? low.value : -1_000_000;
      const max = typeof high?.value === 'number' ? high.value : 1_000_000;
      return isInteger
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'optional':
      return fc.option(validFor(def.innerType as z.ZodType), { nil: undefined });
    case 'nullable':
      return fc.option(validFor(def.innerType as z.ZodType), { nil: null });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return fc.option(validFor(def.innerType as z.ZodType), { nil: undefined, freq: 4 });
    case 'pipe':
      return validFor(def.in as z.ZodType);
    case 'union':
      return fc.oneof(...(def.options ?? []).map(validFor));
    case 'array': {
      const min = Number(checkOf(def, 'min_length')?.minimum ?? 0);
      const max = Math.min(Number(checkOf(def, 'max_length')?.maximum ?? 4), Math.max(min, 4));
      return fc.array(validFor(def.element as z.ZodType), { minLength: min, maxLength: max });
    }
    case 'object':
      return fc.record(
        Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, validFor(field)])),
      );
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(def: Def): fc.Arbitrary<string> {
  switch (def.format) {
    case 'email':
      return fc.emailAddress({ size: 'small' });
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'datetime':
      return fc
        .tuple(
          fc.date({
            min: new Date('0001-01-01T00:00:00Z'),
            max: new Date('9999-12-31T00:00:00Z'),
            noInvalidDate: true,
          }),
          fc.constantFrom('Z', '+00:00', '+14:00', '-12:00', '+05:30'),
        )
        .map(([date, offset]) => date.toISOString().replace('Z', offset));
    case 'date':
      return fc
        .date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString().slice(0, 10));
    default: {
      const max = Number(checkOf(def, 'max_length')?.maximum ?? 60);
      const min = Number(checkOf(def, 'min_length')?.minimum ?? 0);
      return fc.string({ unit: hostileUnit, minLength: Math.min(min, 3), maxLength: Math.min(max, 60) });
    }
  }
}

/**
 * Mostly well-formed input with hostile leaves: each field is valid, hostile, or missing; objects get extra
 * fields; arrays valid elements or not. At the top, sometimes not an object at all.
 */
export function fuzzedInput(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 9, arbitrary: fuzzedValue(schema) }, { weight: 1, arbitrary: hostileValue });
}

export function fuzzedValue(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const fields = Object.entries(def.shape ?? {}).map(([key, field]) => [
        key,
        fc.oneof(
          { weight: 5, arbitrary: fuzzedValue(field) },
          { weight: 1, arbitrary: fc.constant(undefined) },
        ),
      ]);
      return fc
        .tuple(
          fc.record(Object.fromEntries(fields)),
          fc.option(fc.dictionary(hostileString, hostileValue, { maxKeys: 2 }), { freq: 4 }),
        )
        .map(([known, extra]) => ({ ...extra, ...known }));
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return fc.oneof(
        { weight: 4, arbitrary: fuzzedValue(def.innerType as z.ZodType) },
        { weight: 1, arbitrary: validFor(schema) },
      );
    case 'pipe':
      return fuzzedValue(def.in as z.ZodType);
    case 'union':
      return fc.oneof(...(def.options ?? []).map(fuzzedValue));
    case 'array':
      return fc.oneof(
        { weight: 3, arbitrary: validFor(schema) },
        { weight: 2, arbitrary: fc.array(fuzzedValue(def.element as z.ZodType), { maxLength: 25 }) },
        { weight: 1, arbitrary: hostileValue },
      );
    default:
      return fc.oneof({ weight: 3, arbitrary: validFor(schema) }, { weight: 2, arbitrary: hostileValue });
  }
}

/** What a JSON request carries of a value: `undefined` fields vanish, NaN and Infinity become null. */
export function throughJson(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
}

/**
 * What the server reads from a URL component we percent-encode from the UTF-8 bytes of `text`: unpaired
 * surrogates arrive as U+FFFD.
 */
export function asReceivedInUrl(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** Percent-encodes every byte outside the unreserved set (so `+`, `&`, `/` and `#` stay data). */
export function encodeUrlComponent(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const character = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(character)
      ? character
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/** A value as it travels in a query string: arrays repeat the key, nested arrays and objects go as JSON. */
export function toQueryValues(value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.map(toQueryText);
  return [toQueryText(value)];
}

function toQueryText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Storable text with a NUL character somewhere: PostgreSQL cannot hold it, so the API must refuse it. */
export function withNul(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(text, fc.nat(), fc.constantFrom('\u0000', '\u0000\u0000', 'a\u0000b'))
    .map(([value, at, nul]) => {
      const characters = [...value];
      const index = at % (characters.length + 1);
      return [...characters.slice(0, index), nul, ...characters.slice(index)].join('');
    });
}

/** Text for a round trip: mostly storable, sometimes with a NUL. */
export function roundTripText({ maxLength }: { maxLength: number }): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: storableText({ maxLength }) },
    { weight: 1, arbitrary: withNul(storableText({ maxLength })) },
  );
}

/** Containers nested deeper are refused whatever the route (`MAX_INPUT_DEPTH` of src/validation.ts). */
const MAX_NESTED_CONTAINERS = 32;

/**
 * Whether input holds what the API refuses on every route before its own validation: a NUL or an unpaired
 * surrogate in a string value (not storable as sent) or containers nested more than 32 deep. Keys are not
 * looked at.
 */
export function hasUnstorableInput(value: unknown): boolean {
  const pending: { value: unknown; level: number }[] = [{ value, level: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value === 'string' && (next.value.includes('\u0000') || hasLoneSurrogate(next.value))) {
      return true;
    }
    if (typeof next.value === 'object' && next.value !== null) {
      const level = next.level + 1;
      if (level > MAX_NESTED_CONTAINERS) return true;
      for (const item of Object.values(next.value)) pending.push({ value: item, level });
    }
  }
  return false;
}

function hasLoneSurrogate(text: string): boolean {
  return [...text].some((character) => {
    const unit = character.charCodeAt(0);
    return character.length === 1 && unit >= 0xd800 && unit <= 0xdfff;
  });
}
