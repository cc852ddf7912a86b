import {
  addSkillInputSchema,
  adminCommentParamsSchema,
  adminUserIdParamsSchema,
  adminUsersQuerySchema,
  auditQuerySchema,
  banUserInputSchema,
  changeRoleInputSchema,
  commentIdParamsSchema,
  commentsQuerySchema,
  confirmBriefInputSchema,
  contactMessageInputSchema,
  createCommentInputSchema,
  createPostInputSchema,
  disableTwoFactorWithCodeInputSchema,
  emailSchema,
  errorResponseSchema,
  feedQuerySchema,
  invitationParamsSchema,
  LANGUAGES,
  newPasswordSchema,
  newsletterSubscribeInputSchema,
  newsletterTokenInputSchema,
  passwordResetTokenParamsSchema,
  personNameSchema,
  signUpNamesSchema,
  postIdParamsSchema,
  projectIdParamsSchema,
  projectMessageInputSchema,
  proposalParamsSchema,
  skillSuggestionsQuerySchema,
  updateProfileInputSchema,
  updateSkillLevelInputSchema,
  userIdParamsSchema,
  userSkillParamsSchema,
} from '@escouade/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createOrPromoteAdmin } from '../src/scripts/create-admin.ts';
import {
  type AuthClient,
  cookiesOf,
  nextIp,
  postAuth,
  type RegisteredUser,
  registerConfirmedUser,
  registerEligibleProfessional,
} from './helpers/auth.ts';
import {
  asReceivedInUrl,
  encodeUrlComponent,
  fuzzedInput,
  fuzzedValue,
  hasUnstorableInput,
  hostileString,
  shapeOf,
  roundTripText,
  storableText,
  throughJson,
  toQueryValues,
  validFor,
} from './helpers/hostile-input.ts';
import { parseEventStream } from './helpers/event-stream.ts';
import {
  newPostsQuerySchema,
  notificationIdParamsSchema,
  notificationsQuerySchema,
  emailPreferencesInputSchema,
  unsubscribeInputSchema,
} from '@escouade/contract/notifications';
import { mentionSuggestionsQuerySchema, peopleSearchQuerySchema } from '@escouade/contract/profiles';
import { splitMentions } from '@escouade/contract/mentions';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { SMALL_PDF } from './helpers/actors.ts';
import { setUpStaffedWorld } from './helpers/staffed-projects.ts';
import {
  createTaskInputSchema,
  milestoneParamsSchema,
  taskParamsSchema,
  updateTaskInputSchema,
} from '@escouade/contract/plans';
import { deliveryInputSchema, threadMessageInputSchema } from '@escouade/contract/delivery';

/**
 * Property-based fuzzing of every route that takes input. Each route gets FUZZ_RUNS requests (200
 * in CI; the nightly run passes more) built from the contract's schemas with hostile leaves: payloads, odd
 * Unicode, NUL, boundary lengths, wrong types, missing fields, broken or huge JSON, wrong content types.
 * Whatever comes in, the API never answers 5xx, every error reads `{ code, message, details? }`, and input
 * the contract refuses gets 400, 413, 415 or 422. Then post, comment, profile and contact texts of any
 * Unicode round-trip byte for byte, and a NUL in them gets 400. FUZZ_SEED replays a failing run; FUZZ_FULL=1
 * prints its whole request; FUZZ_LOG_LEVEL=error shows the server's log.
 */
const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 200));
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
/** Generous: the CI size takes a few seconds per route on two busy cores. */
const ROUTE_TIMEOUT_MS = 60_000 + RUNS * 150;

const REFUSAL_STATUSES = [400, 413, 415, 422];
/** find-my-way's default `maxParamLength` (decoded UTF-16 units): the router refuses a longer segment. */
const MAX_PARAM_LENGTH = 100;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface FuzzRequest {
  method: Method;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  /** The contract refuses this input: only a refusal status may answer. */
  mustRefuse: boolean;
  /** A path segment no route can match (empty, a dot segment): 404 is a refusal too. */
  mayBeUnrouted: boolean;
  /** Statuses the route documents for this input besides the refusals (Better Auth's 403 on a redirect). */
  otherRefusals: number[];
}

interface Fragment {
  text: string;
  /** What the server reads: path parameters by name, or `value` for one parameter. */
  values: Record<string, string>;
  mustRefuse: boolean;
  mayBeUnrouted: boolean;
  otherRefusals?: number[];
}

interface Body {
  payload?: string | Buffer;
  contentType?: string;
  mustRefuse: boolean;
  otherRefusals?: number[];
}

const NO_BODY: Body = { mustRefuse: false };
const NO_QUERY: Fragment = { text: '', values: {}, mustRefuse: false, mayBeUnrouted: false };

// ---------------------------------------------------------------------------------------------------------
// Request builders: each computes, with the contract's schema, whether the server must refuse what it sends.
// ---------------------------------------------------------------------------------------------------------

/**
 * One path parameter: a known id, a well-formed one, or anything hostile. A segment over the router's length
 * limit is refused before any route is looked up.
 */
function param(schema: z.ZodType, known: readonly string[] = []): fc.Arbitrary<Fragment> {
  const value = fc.oneof(
    ...(known.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 2, arbitrary: validFor(schema).map(String) },
    { weight: 5, arbitrary: hostileString },
  );
  return value.map((text) => {
    const received = asReceivedInUrl(text);
    return {
      text: encodeUrlComponent(text),
      values: { value: received },
      mustRefuse:
        received.length > MAX_PARAM_LENGTH ||
        !schema.safeParse(received).success ||
        hasUnstorableInput(received),
      // An empty or dot segment changes which route the path names.
      mayBeUnrouted: received.length === 0 || /^\.{1,2}$/.test(received),
    };
  });
}

/** `/api/posts/:postId/comments` with each `:name` filled by its arbitrary. */
function path(template: string, params: Record<string, fc.Arbitrary<Fragment>> = {}): fc.Arbitrary<Fragment> {
  return fc.record(params).map((values) => {
    const parts = Object.values(values) as Fragment[];
    return {
      text: template.replace(/:(\w+)/g, (_, name: string) => (values[name] as Fragment).text),
      values: Object.fromEntries(
        Object.entries(values).map(([name, part]) => [name, part.values.value ?? '']),
      ),
      mustRefuse: parts.some((part) => part.mustRefuse),
      mayBeUnrouted: parts.some((part) => part.mayBeUnrouted),
    };
  });
}

/** Schema parameters as `:name` segments, each from the schema's field and the known values given. */
function pathFor(
  template: string,
  schema: z.ZodType,
  known: Record<string, readonly string[]> = {},
): fc.Arbitrary<Fragment> {
  const shape = shapeOf(schema);
  return path(
    template,
    Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, param(field, known[name] ?? [])])),
  );
}

const GARBAGE_QUERIES = [
  '?%',
  '?%zz=%zz',
  '?q=%E0%A4%A',
  '?q=%C0%80',
  '?q=a%00b',
  '?limit=%00',
  '?limit=1&limit=2',
  '?cursor[]=x',
  '?cursor[a]=b',
  '?&&&==&',
  '?__proto__=1&constructor=2',
  `?q=${'%25'.repeat(300)}`,
  `?${'a=1&'.repeat(500)}`,
];

/**
 * A query string from the schema's fields (repeated keys for arrays), or plain garbage. `extra` gives more
 * values for some fields (cursors the server handed out, well-encoded hostile ones).
 */
function queryFor(
  schema: z.ZodType,
  extra: Record<string, fc.Arbitrary<unknown>> = {},
  {
    otherRefusals = () => [],
  }: { otherRefusals?: (received: Record<string, string | string[]>) => number[] } = {},
): fc.Arbitrary<Fragment> {
  const values = fc
    .tuple(
      fuzzedValue(schema),
      fc.record(
        Object.fromEntries(
          Object.entries(extra).map(([key, value]) => [key, fc.option(value, { nil: undefined })]),
        ),
      ),
    )
    .map(([base, more]) => ({
      ...(base as object),
      ...Object.fromEntries(Object.entries(more).filter(([, value]) => value !== undefined)),
    }));
  const fromSchema = values.map((value): Fragment => {
    const fields = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
    const pairs = Object.entries(fields).flatMap(([key, field]) =>
      toQueryValues(field).map((item) => [key, item] as const),
    );
    const received: Record<string, string | string[]> = {};
    for (const [key, item] of pairs) {
      const name = asReceivedInUrl(key);
      const existing = received[name];
      const decoded = asReceivedInUrl(item);
      received[name] =
        existing === undefined
          ? decoded
          : Array.isArray(existing)
            ? [...existing, decoded]
            : [existing, decoded];
    }
    const text = pairs
      .map(([key, item]) => `${encodeUrlComponent(key)}=${encodeUrlComponent(item)}`)
      .join('&');
    return {
      text: text ? `?${text}` : '',
      values: {},
      mustRefuse: !schema.safeParse(received).success || hasUnstorableInput(received),
      mayBeUnrouted: false,
      otherRefusals: otherRefusals(received),
    };
  });
  return fc.oneof(
    { weight: 12, arbitrary: fromSchema },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...GARBAGE_QUERIES)
        .map((text): Fragment => ({ text, values: {}, mustRefuse: false, mayBeUnrouted: false })),
    },
  );
}

/** Instants PostgreSQL can hold, written as the cursors carry them. */
const cursorTimestamp = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().replace('T', ' ').replace('Z', '+00'));

/** Timestamps of a cursor's shape that name no instant: PostgreSQL's cast would refuse them. */
const IMPOSSIBLE_TIMESTAMPS = [
  '2024-02-30 25:61:61+00',
  '2024-13-40 00:00:00+00',
  '0000-01-01 00:00:00Z',
  '2024-01-01 00:00:00+99',
  '2024-01-01 00:00:00+15:99',
  '2024-01-01 00:00:00-0760',
  '2024-01-01 00:00:00+16:00',
];

/** Base64url "timestamp|id" pairs, as the server encodes them: a real or hostile timestamp, and an id. */
function craftedCursor(id: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(fc.oneof(cursorTimestamp, hostileString), fc.oneof(id, hostileString))
    .map(([time, cursorId]) => Buffer.from(`${time}|${cursorId}`).toString('base64url'));
}

const BROKEN_JSON = [
  '{',
  '{"content":',
  '[1,]',
  'nul',
  "{'content':'x'}",
  '{"a":1}}',
  '\u0000',
  '{"content":"\u0000"', // unterminated
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'multipart/form-data; boundary=fuzz',
  'application/jsonx',
  'image/png',
];

/** Over the 1 MiB body limit. */
function hugeJson(): string {
  return JSON.stringify({ content: 'x'.repeat(1024 * 1024), padding: '😀'.repeat(1000) });
}

/**
 * A JSON body from the schema (valid, hostile leaves, missing fields, extra fields), or broken JSON, deep
 * nesting, the wrong content type, or too many bytes.
 */
function jsonBodyFor(
  schema: z.ZodType,
  {
    isAccepted = (received) => schema.safeParse(received).success,
    otherRefusals = () => [],
  }: { isAccepted?: (received: unknown) => boolean; otherRefusals?: (received: unknown) => number[] } = {},
): fc.Arbitrary<Body> {
  const judged = (value: unknown, contentType: string): Body => {
    const received = throughJson(value);
    return {
      payload: JSON.stringify(value) ?? 'null',
      contentType,
      mustRefuse: !isAccepted(received) || hasUnstorableInput(received),
      otherRefusals: otherRefusals(received),
    };
  };
  const fromSchema = fuzzedInput(schema).map((value) => judged(value, 'application/json'));
  const contentTypeVariant = fc
    .tuple(fuzzedInput(schema), fc.constantFrom('application/json; charset=utf-8', 'Application/JSON'))
    .map(([value, contentType]) => judged(value, contentType));
  return fc.oneof(
    { weight: 16, arbitrary: fromSchema },
    { weight: 1, arbitrary: contentTypeVariant },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...BROKEN_JSON)
        .map((payload) => ({ payload, contentType: 'application/json', mustRefuse: true })),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1_000, max: 100_000 }).map((depth) => {
        const payload = `${'['.repeat(depth)}${']'.repeat(depth)}`;
        return { payload, contentType: 'application/json', mustRefuse: true };
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fuzzedInput(schema), fc.constantFrom(...WRONG_CONTENT_TYPES))
        .map(([value, contentType]): Body => ({
          payload: JSON.stringify(value) ?? 'null',
          contentType,
          mustRefuse: true,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constant<Body>({
        payload: hugeJson(),
        contentType: 'application/json',
        mustRefuse: true,
      }),
    },
  );
}

/**
 * A request from its parts; the server must refuse it when any part must be refused. A body read by the
 * handler after its permission check (multipart) is only judged when `isBodyRead` says the check passes.
 */
function request(
  method: Method,
  pathArbitrary: fc.Arbitrary<Fragment>,
  {
    query = fc.constant(NO_QUERY),
    body = fc.constant(NO_BODY),
    isBodyRead = () => true,
  }: {
    query?: fc.Arbitrary<Fragment>;
    body?: fc.Arbitrary<Body>;
    isBodyRead?: (path: Fragment) => boolean;
  } = {},
): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(pathArbitrary, query, body).map(([pathPart, queryPart, bodyPart]) => ({
    method,
    url: `${pathPart.text}${queryPart.text}`,
    payload: bodyPart.payload,
    contentType: bodyPart.contentType,
    mustRefuse: pathPart.mustRefuse || queryPart.mustRefuse || (bodyPart.mustRefuse && isBodyRead(pathPart)),
    mayBeUnrouted: pathPart.mayBeUnrouted,
    otherRefusals: [...(queryPart.otherRefusals ?? []), ...(bodyPart.otherRefusals ?? [])],
  }));
}

// Multipart uploads ---------------------------------------------------------------------------------------

interface ImageSample {
  bytes: Buffer;
  /**
   * `yes`: a real JPEG, PNG or WebP; `no`: never a usable image (no accepted magic number, GIF, a random body
   * after the magic number, a pixel bomb); `maybe`: a PNG cut short, which the decoder reads when only its
   * trailer is missing.
   */
  decodable: 'yes' | 'no' | 'maybe';
  /** Bytes that cannot be an image at all (no magic number of an accepted format). */
  isNeverImage: boolean;
}

function imageSamples(real: {
  png: Buffer;
  jpeg: Buffer;
  webp: Buffer;
  gif: Buffer;
}): fc.Arbitrary<ImageSample> {
  const magic = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from([0xff, 0xd8, 0xff]),
    Buffer.from('GIF89a'),
    Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP')]),
  ];
  const bomb = Buffer.from(real.png);
  // IHDR width and height: 100,000 × 100,000 pixels claimed by a few bytes.
  bomb.writeUInt32BE(100_000, 16);
  bomb.writeUInt32BE(100_000, 20);
  return fc.oneof(
    fc
      .constantFrom(real.png, real.jpeg, real.webp)
      .map((bytes): ImageSample => ({ bytes, decodable: 'yes', isNeverImage: false })),
    fc.constant<ImageSample>({ bytes: real.gif, decodable: 'no', isNeverImage: false }),
    fc
      .uint8Array({ maxLength: 600 })
      .filter((bytes) => bytes[0] !== 0xff && bytes[0] !== 0x89 && bytes[0] !== 0x47 && bytes[0] !== 0x52)
      .map((bytes): ImageSample => ({ bytes: Buffer.from(bytes), decodable: 'no', isNeverImage: true })),
    fc
      .tuple(fc.constantFrom(...magic), fc.uint8Array({ maxLength: 600 }))
      .map(([head, tail]): ImageSample => ({
        bytes: Buffer.concat([head, tail]),
        decodable: 'no',
        isNeverImage: false,
      })),
    fc.integer({ min: 1, max: real.png.length - 1 }).map((length): ImageSample => ({
      bytes: real.png.subarray(0, length),
      decodable: 'maybe',
      isNeverImage: false,
    })),
    fc.constant<ImageSample>({ bytes: bomb, decodable: 'no', isNeverImage: false }),
    fc.constant<ImageSample>({
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      decodable: 'no',
      isNeverImage: true,
    }),
  );
}

interface MultipartPart {
  name: string;
  value: string | Buffer;
  fileName?: string;
  type?: string;
}

const BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW';

function encodeMultipart(parts: MultipartPart[], framing: string): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.fileName === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.fileName}"`;
    const type = part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value, 'utf8') : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  if (framing !== 'no-final') chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (framing === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
  const contentType =
    framing === 'no-boundary'
      ? 'multipart/form-data'
      : framing === 'wrong-boundary'
        ? 'multipart/form-data; boundary=another-boundary'
        : framing === 'empty-boundary'
          ? 'multipart/form-data; boundary='
          : `multipart/form-data; boundary=${BOUNDARY}`;
  return { payload, contentType };
}

/** A header value that keeps the multipart framing intact (no quote, no line break). */
function isCleanHeaderValue(text: string): boolean {
  return !/["\r\n\\]/.test(text) && !text.includes(BOUNDARY);
}

const FRAMINGS = [
  'ok',
  'ok',
  'ok',
  'ok',
  'no-boundary',
  'wrong-boundary',
  'empty-boundary',
  'truncated',
  'no-final',
];

/**
 * A multipart form: text fields (`textField` or hostile names) and at most one file (usually `file`).
 * `decide` says, from what the server will read when the framing is sound, whether it must refuse. The server
 * reads the file of the field `file`, or with `isAnyFileRead` the first file whatever its field.
 */
function multipartBody(
  images: fc.Arbitrary<ImageSample>,
  textField: { name: string; value: fc.Arbitrary<string> } | undefined,
  decide: (read: { fields: Record<string, string>; image: ImageSample | undefined }) => boolean,
  { isAnyFileRead = false }: { isAnyFileRead?: boolean } = {},
): fc.Arbitrary<Body> {
  const fieldArbitrary = fc.tuple(
    textField ? fc.oneof(fc.constant(textField.name), hostileString) : hostileString,
    textField ? fc.oneof(textField.value, hostileString) : hostileString,
  );
  const fileArbitrary = fc.record({
    name: fc.oneof({ weight: 5, arbitrary: fc.constant('file') }, { weight: 1, arbitrary: hostileString }),
    fileName: fc.oneof(fc.constantFrom('photo.png', 'a.jpg', '../../etc/passwd', ''), hostileString),
    type: fc.oneof(
      fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/octet-stream'),
      hostileString,
    ),
    image: images,
  });
  return fc
    .tuple(
      fc.array(fieldArbitrary, { maxLength: 3 }),
      fc.option(fileArbitrary, { freq: 3 }),
      fc.constantFrom(...FRAMINGS),
    )
    .map(([fields, file, framing]): Body => {
      const parts: MultipartPart[] = fields.map(([name, value]) => ({ name, value }));
      if (file) {
        parts.push({ name: file.name, value: file.image.bytes, fileName: file.fileName, type: file.type });
      }
      const { payload, contentType } = encodeMultipart(parts, framing);
      const isReadable =
        framing === 'ok' &&
        parts.every((part) => isCleanHeaderValue(part.name) && isCleanHeaderValue(part.fileName ?? '')) &&
        (file === null || isCleanHeaderValue(file.type));
      const read = {
        fields: Object.fromEntries(
          fields.map(([name, value]) => [asReceivedInUrl(name), asReceivedInUrl(value)]),
        ),
        image:
          file && (isAnyFileRead || file.name === 'file') && file.image.bytes.length > 0
            ? file.image
            : undefined,
      };
      const hasNoImage = !file || file.image.isNeverImage || file.image.bytes.length === 0;
      return {
        payload,
        contentType,
        mustRefuse: isReadable ? decide(read) : textField === undefined && hasNoImage,
      };
    });
}

// ---------------------------------------------------------------------------------------------------------
// The oracle.
// ---------------------------------------------------------------------------------------------------------

const strictErrorResponseSchema = errorResponseSchema.strict();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeExchange(sent: FuzzRequest, response: LightMyRequestResponse): string {
  const payload =
    sent.payload === undefined
      ? ''
      : typeof sent.payload === 'string'
        ? JSON.stringify(sent.payload.slice(0, 300))
        : process.env.FUZZ_FULL
          ? JSON.stringify(sent.payload.toString('latin1'))
          : `<${sent.payload.length} bytes>`;
  return [
    `${sent.method} ${process.env.FUZZ_FULL ? sent.url : sent.url.slice(0, 300)}`,
    `content-type: ${sent.contentType ?? '(none)'}; mustRefuse: ${sent.mustRefuse}; payload: ${payload}`,
    `→ ${response.statusCode} ${response.headers['content-type'] ?? ''} ${response.body.slice(0, 500)}`,
  ].join('\n');
}

/** No 5xx; errors read `{ code, message, details? }` as JSON; refused input gets a refusal status. */
function expectSafeAnswer(sent: FuzzRequest, response: LightMyRequestResponse): void {
  const context = describeExchange(sent, response);
  const status = response.statusCode;
  expect(status, context).toBeLessThan(500);
  if (status >= 400) {
    expect(response.headers['content-type'], context).toMatch(/^application\/json/);
    const body: unknown = JSON.parse(response.body);
    expect(strictErrorResponseSchema.safeParse(body).success, context).toBe(true);
  }
  if (sent.mustRefuse) {
    const refusals = [...REFUSAL_STATUSES, ...(sent.mayBeUnrouted ? [404] : []), ...sent.otherRefusals];
    expect(refusals, context).toContain(status);
  }
  if (status === 200 && String(response.headers['content-type']).startsWith('text/event-stream')) {
    // A stream has already answered 200: a failure inside it is the 5xx the status cannot show.
    const events = parseEventStream(response.body);
    expect(
      events.filter((event) => event.event === 'error'),
      context,
    ).toEqual([]);
  }
}

// ---------------------------------------------------------------------------------------------------------

describe('input fuzzing', () => {
  let testApp: TestApp;
  let client: AuthClient;
  /** Eligible professional: posts, comments, likes, projects. */
  let author: RegisteredUser;
  /** Professional whose profile and skills the fuzzing edits. */
  let editor: RegisteredUser;
  /** Target of follows and of the admin's role changes and bans. */
  let target: RegisteredUser;
  /** Member whose own account (name, password, two-factor) the fuzzing edits. */
  let member: RegisteredUser;
  let admin: { id: string; cookie: string };
  let skillId: string;
  let postId: string;
  let commentId: string;
  /** Posts and a project the fuzzing may delete or cancel. */
  let disposablePostIds: string[];
  let projectId: string;
  let disposableProjectId: string;
  let images: { png: Buffer; jpeg: Buffer; webp: Buffer; gif: Buffer };
  const requestCounts = new Map<string, number>();
  let serverErrors = 0;
  let ownRequests = 0;

  const inject = (sent: FuzzRequest, cookie: string | undefined) =>
    testApp.app.inject({
      method: sent.method,
      url: sent.url,
      payload: sent.payload,
      remoteAddress: nextIp(),
      headers: {
        origin: client.appUrl,
        ...(cookie ? { cookie } : {}),
        ...(sent.contentType === undefined ? {} : { 'content-type': sent.contentType }),
      },
    });

  const call = async (method: Method, url: string, cookie: string | undefined, payload?: object) => {
    const response = await testApp.app.inject({
      method,
      url,
      payload,
      remoteAddress: nextIp(),
      headers: { origin: client.appUrl, ...(cookie ? { cookie } : {}) },
    });
    return response;
  };

  /** `call`, counted in the summary: for the round trips and the checks that follow the fuzzing. */
  const send = async (method: Method, url: string, cookie: string | undefined, payload?: object) => {
    const response = await call(method, url, cookie, payload);
    ownRequests += 1;
    if (response.statusCode >= 500) serverErrors += 1;
    return response;
  };

  /** Checks `check` on `numRuns` values; a failure names the seed that replays it. */
  async function checkAll<T>(
    name: string,
    values: fc.Arbitrary<T>,
    check: (value: T) => Promise<void>,
    numRuns: number,
  ) {
    // No shrinking: each step would be more requests, and the failing exchange is printed as it is.
    const details = await fc.check(fc.asyncProperty(values, check), {
      numRuns,
      seed: SEED,
      endOnFailure: true,
    });
    if (details.failed) {
      // fast-check's own report prints the whole counterexample: a 100 KB body or URL would drown the cause.
      const cause =
        details.errorInstance instanceof Error
          ? details.errorInstance.message
          : String(details.errorInstance);
      throw new Error(
        `${name} failed after ${details.numRuns} runs; replay with FUZZ_SEED=${details.seed}\n${cause}`,
      );
    }
  }

  /**
   * Sends FUZZ_RUNS requests, `batch` at a time (concurrent requests overlap their waits for the database, and
   * race each other as real clients do), and checks every answer.
   */
  async function fuzzRoute(
    name: string,
    requests: fc.Arbitrary<FuzzRequest>,
    cookie: string | undefined,
    { batch = 4 }: { batch?: number } = {},
  ) {
    let count = 0;
    try {
      await checkAll(
        name,
        fc.array(requests, { minLength: batch, maxLength: batch }),
        async (sentBatch) => {
          const responses = await Promise.all(sentBatch.map((sent) => inject(sent, cookie)));
          count += sentBatch.length;
          sentBatch.forEach((sent, index) => {
            const response = responses[index] as LightMyRequestResponse;
            if (response.statusCode >= 500) serverErrors += 1;
            expectSafeAnswer(sent, response);
          });
        },
        Math.ceil(RUNS / batch),
      );
    } finally {
      requestCounts.set(name, (requestCounts.get(name) ?? 0) + count);
    }
    expect(count).toBeGreaterThanOrEqual(RUNS);
  }

  beforeAll(async () => {
    // Better Auth logs every refused redirect and failed check to the console: hundreds of lines per run.
    if (!process.env.FUZZ_LOG_LEVEL) {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(console, 'warn').mockImplementation(() => {});
    }
    // FUZZ_LOG_LEVEL=error shows the cause of a 5xx (the answer hides it).
    testApp = await buildTestApp(process.env.FUZZ_LOG_LEVEL ? { logLevel: process.env.FUZZ_LOG_LEVEL } : {});
    client = { app: testApp.app, appUrl: testApp.config.appUrl };
    author = await registerEligibleProfessional(client, { email: 'author@example.test' });
    editor = await registerEligibleProfessional(client, { email: 'editor@example.test', firstName: 'Eve' });
    target = await registerConfirmedUser(client, { email: 'target@example.test', role: 'professional' });
    member = await registerConfirmedUser(client, { email: 'member@example.test' });
    await createOrPromoteAdmin(testApp.db, { email: 'admin@example.test', password: 'the admin passphrase' });
    const signIn = await postAuth(client, '/sign-in/email', {
      email: 'admin@example.test',
      password: 'the admin passphrase',
    });
    const adminCookie = cookiesOf(signIn);
    const adminRow = await testApp.db.execute<{ id: string }>(
      sql`select id from "user" where email = 'admin@example.test'`,
    );
    admin = { id: adminRow.rows[0]?.id ?? '', cookie: adminCookie };

    const skills = await testApp.db.execute<{ id: string }>(sql`select id from skills limit 1`);
    skillId = skills.rows[0]?.id ?? '';

    const created = [];
    for (const content of ['Kept for comments', 'Disposable 1', 'Disposable 2', 'Disposable 3']) {
      const response = await call('POST', '/api/posts', author.cookie, { content });
      created.push((response.json() as { id: string }).id);
    }
    [postId = '', ...disposablePostIds] = created;
    const comment = await call('POST', `/api/posts/${postId}/comments`, author.cookie, { content: 'First' });
    commentId = (comment.json() as { comment: { id: string } }).comment.id;

    const projects = [];
    for (let index = 0; index < 2; index++) {
      const response = await call('POST', '/api/projects', author.cookie, { language: 'fr' });
      projects.push((response.json() as { id: string }).id);
    }
    [projectId = '', disposableProjectId = ''] = projects;

    const canvas = sharp({ create: { width: 4, height: 3, channels: 3, background: '#c0ffee' } });
    images = {
      png: await canvas.clone().png().toBuffer(),
      jpeg: await canvas.clone().jpeg().toBuffer(),
      webp: await canvas.clone().webp().toBuffer(),
      gif: await canvas.clone().gif().toBuffer(),
    };
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    await testApp?.close();
    if (requestCounts.size === 0) return;
    const counts = [...requestCounts.values()];
    const fuzzed = counts.reduce((sum, count) => sum + count, 0);
    const total = fuzzed + ownRequests;
    // A report, not a diagnostic: straight to the output, where CI logs keep it.
    process.stdout.write(
      [
        `input fuzzing (FUZZ_RUNS=${RUNS}): ${requestCounts.size} routes, ` +
          `${Math.min(...counts)}–${Math.max(...counts)} requests per route, ${fuzzed} fuzzed requests ` +
          `+ ${ownRequests} round-trip and check requests = ${total} in all; ${serverErrors} answered 5xx`,
        ...[...requestCounts].map(([route, count]) => `  ${String(count).padStart(6)}  ${route}`),
        '',
      ].join('\n'),
    );
  });

  describe('public forms', () => {
    it(
      'POST /api/contact',
      () =>
        fuzzRoute(
          'POST /api/contact',
          request('POST', path('/api/contact'), { body: jsonBodyFor(contactMessageInputSchema) }),
          undefined,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/newsletter',
      () =>
        fuzzRoute(
          'POST /api/newsletter',
          request('POST', path('/api/newsletter'), { body: jsonBodyFor(newsletterSubscribeInputSchema) }),
          undefined,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/notifications/unsubscribe',
      () =>
        fuzzRoute(
          'POST /api/notifications/unsubscribe',
          request('POST', path('/api/notifications/unsubscribe'), {
            query: queryFor(z.object({ token: unsubscribeInputSchema.shape.token.optional() })),
            body: jsonBodyFor(unsubscribeInputSchema),
          }),
          undefined,
        ),
      ROUTE_TIMEOUT_MS,
    );

    for (const action of ['confirm', 'unsubscribe']) {
      it(
        `POST /api/newsletter/${action}`,
        () =>
          fuzzRoute(
            `POST /api/newsletter/${action}`,
            request('POST', path(`/api/newsletter/${action}`), {
              body: jsonBodyFor(newsletterTokenInputSchema),
            }),
            undefined,
          ),
        ROUTE_TIMEOUT_MS,
      );
    }

    it(
      'GET /api/account/password-reset/:token',
      () =>
        fuzzRoute(
          'GET /api/account/password-reset/:token',
          request('GET', pathFor('/api/account/password-reset/:token', passwordResetTokenParamsSchema)),
          undefined,
        ),
      ROUTE_TIMEOUT_MS,
    );
  });

  describe('accounts (Better Auth and the account module)', () => {
    // Better Auth validates these bodies itself; the shapes below only generate them. Anything that is not
    // the right types must be refused.
    const signUpSchema = z.object({
      email: emailSchema,
      password: newPasswordSchema,
      name: z.string().max(200),
      firstName: personNameSchema,
      lastName: personNameSchema,
      role: z.enum(['user', 'professional']).optional(),
      locale: z.enum(LANGUAGES).optional(),
      callbackURL: z.string().optional(),
    });
    const signInSchema = z.object({
      email: emailSchema,
      password: z.string().min(1).max(128),
      rememberMe: z.boolean().optional(),
      callbackURL: z.string().optional(),
    });
    const resetRequestSchema = z.object({ email: emailSchema, redirectTo: z.string().optional() });
    const resetPasswordSchema = z.object({
      newPassword: newPasswordSchema,
      token: z.string().min(1).max(200),
    });
    const hasFieldTypes = (fields: Record<string, 'string' | 'boolean'>) => (received: unknown) =>
      isRecord(received) &&
      Object.entries(fields).every(([key, type]) => {
        const value = received[key];
        return type === 'boolean'
          ? value === undefined || typeof value === 'boolean'
          : typeof value === 'string';
      });
    /** The account's own name (auth.ts): text of 200 characters at most; the profile holds the real names. */
    const isAccountName = (value: unknown) => typeof value === 'string' && value.length <= 200;
    // Better Auth answers 403 (INVALID_CALLBACK_URL, INVALID_REDIRECT_URL) to a redirect off the site, before
    // reads anything else: the refusal of an open redirect, not a server failure.
    const untrustedRedirect = (field: string) => (received: unknown) => {
      const redirect = isRecord(received) ? received[field] : undefined;
      return redirect === undefined || (typeof redirect === 'string' && /^\/[\w/-]*$/.test(redirect))
        ? []
        : [403];
    };
    // The per-account limits (auth.ts) count an attempt before Better Auth reads the body: a run of invalid
    // bodies naming the same address, or none, is rate limited like valid ones.
    const perAccountLimit = (field: string) => (received: unknown) => [
      ...untrustedRedirect(field)(received),
      429,
    ];

    const updateUserSchema = z.object({
      name: z.string().max(200).optional(),
      image: z.string().nullable().optional(),
      locale: z.enum(LANGUAGES).optional(),
    });
    const changePasswordSchema = z.object({
      currentPassword: z.string().min(1).max(128),
      newPassword: newPasswordSchema,
      revokeOtherSessions: z.boolean().optional(),
    });
    const verificationMailSchema = z.object({ email: emailSchema, callbackURL: z.string().optional() });
    // An empty or unknown token is a token all the same: 401 INVALID_TOKEN.
    const verifyEmailQuerySchema = z.object({ token: z.string(), callbackURL: z.string().optional() });

    it(
      'POST /api/auth/sign-up/email',
      () =>
        fuzzRoute(
          'POST /api/auth/sign-up/email',
          request('POST', path('/api/auth/sign-up/email'), {
            body: jsonBodyFor(signUpSchema, {
              isAccepted: (received) =>
                hasFieldTypes({ email: 'string', password: 'string' })(received) &&
                isRecord(received) &&
                // The account's name is made of the first and last name: whatever `name` says is replaced.
                signUpNamesSchema.safeParse(received).success &&
                received.image === undefined,
              otherRefusals: untrustedRedirect('callbackURL'),
            }),
          }),
          undefined,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/auth/sign-in/email',
      () =>
        fuzzRoute(
          'POST /api/auth/sign-in/email',
          request('POST', path('/api/auth/sign-in/email'), {
            body: jsonBodyFor(signInSchema, {
              isAccepted: hasFieldTypes({ email: 'string', password: 'string', rememberMe: 'boolean' }),
              otherRefusals: perAccountLimit('callbackURL'),
            }),
          }),
          undefined,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/auth/request-password-reset',
      () =>
        fuzzRoute(
          'POST /api/auth/request-password-reset',
          request('POST', path('/api/auth/request-password-reset'), {
            body: jsonBodyFor(resetRequestSchema, {
              isAccepted: hasFieldTypes({ email: 'string' }),
              otherRefusals: perAccountLimit('redirectTo'),
            }),
          }),
          undefined,
          // Every answer takes 400 ms on purpose (no account enumeration by timing).
          { batch: 20 },
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/auth/reset-password',
      () =>
        fuzzRoute(
          'POST /api/auth/reset-password',
          request('POST', path('/api/auth/reset-password'), {
            body: jsonBodyFor(resetPasswordSchema, {
              isAccepted: hasFieldTypes({ newPassword: 'string', token: 'string' }),
            }),
          }),
          undefined,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/auth/update-user',
      () =>
        fuzzRoute(
          'POST /api/auth/update-user',
          request('POST', path('/api/auth/update-user'), {
            // The account keeps a short name and never takes a picture URL (auth.ts); Better Auth checks the
            // locale.
            body: jsonBodyFor(updateUserSchema, {
              isAccepted: (received) =>
                isRecord(received) &&
                (received.name === undefined || isAccountName(received.name)) &&
                received.image === undefined &&
                (received.locale === undefined ||
                  (LANGUAGES as readonly unknown[]).includes(received.locale)),
            }),
          }),
          member.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/auth/change-password',
      () =>
        fuzzRoute(
          'POST /api/auth/change-password',
          // The current password is never guessed: the session stays, and every answer is a refusal.
          request('POST', path('/api/auth/change-password'), {
            body: jsonBodyFor(changePasswordSchema, {
              isAccepted: hasFieldTypes({
                currentPassword: 'string',
                newPassword: 'string',
                revokeOtherSessions: 'boolean',
              }),
            }),
          }),
          member.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/auth/send-verification-email',
      () =>
        fuzzRoute(
          'POST /api/auth/send-verification-email',
          request('POST', path('/api/auth/send-verification-email'), {
            body: jsonBodyFor(verificationMailSchema, {
              isAccepted: hasFieldTypes({ email: 'string' }),
              otherRefusals: perAccountLimit('callbackURL'),
            }),
          }),
          undefined,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'GET /api/auth/verify-email',
      () =>
        fuzzRoute(
          'GET /api/auth/verify-email',
          request('GET', path('/api/auth/verify-email'), {
            query: queryFor(verifyEmailQuerySchema, {}, { otherRefusals: untrustedRedirect('callbackURL') }),
          }),
          undefined,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/account/two-factor/disable',
      () =>
        fuzzRoute(
          'POST /api/account/two-factor/disable',
          request('POST', path('/api/account/two-factor/disable'), {
            body: jsonBodyFor(disableTwoFactorWithCodeInputSchema),
          }),
          member.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );
  });

  describe('profiles and skills', () => {
    const userIds = () => [editor.id, target.id, author.id];

    it(
      'GET /api/profiles/:userId',
      () =>
        fuzzRoute(
          'GET /api/profiles/:userId',
          request('GET', pathFor('/api/profiles/:userId', userIdParamsSchema, { userId: userIds() })),
          editor.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'GET /api/profiles/mention-suggestions',
      () =>
        fuzzRoute(
          'GET /api/profiles/mention-suggestions',
          request('GET', path('/api/profiles/mention-suggestions'), {
            query: queryFor(mentionSuggestionsQuerySchema),
          }),
          editor.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'GET /api/profiles/search',
      async () => {
        const page = await call('GET', '/api/profiles/search?q=a&limit=1', editor.cookie);
        const cursor = (page.json() as { nextCursor: string | null }).nextCursor ?? '';
        const cursors = fc.oneof(fc.constant(cursor), hostileString, craftedCursor(fc.uuid()));
        await fuzzRoute(
          'GET /api/profiles/search',
          request('GET', path('/api/profiles/search'), {
            query: queryFor(peopleSearchQuerySchema, { cursor: cursors }),
          }),
          editor.cookie,
        );
      },
      ROUTE_TIMEOUT_MS,
    );

    it(
      'PATCH /api/profiles/:userId',
      () =>
        fuzzRoute(
          'PATCH /api/profiles/:userId',
          request('PATCH', pathFor('/api/profiles/:userId', userIdParamsSchema, { userId: [editor.id] }), {
            body: jsonBodyFor(updateProfileInputSchema),
          }),
          editor.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'PUT /api/profiles/:userId/avatar (multipart)',
      () =>
        fuzzRoute(
          'PUT /api/profiles/:userId/avatar',
          request(
            'PUT',
            pathFor('/api/profiles/:userId/avatar', userIdParamsSchema, { userId: [editor.id] }),
            {
              body: fc.oneof(
                {
                  weight: 5,
                  arbitrary: multipartBody(
                    imageSamples(images),
                    undefined,
                    ({ image }) => image === undefined || image.decodable === 'no',
                    {
                      isAnyFileRead: true,
                    },
                  ),
                },
                { weight: 1, arbitrary: jsonBodyFor(z.object({ file: z.never() })) },
              ),
              // The upload is read only once the profile is known to be the editor's own.
              isBodyRead: (sentPath) => sentPath.values.userId === editor.id,
            },
          ),
          editor.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'DELETE /api/profiles/:userId/avatar',
      () =>
        fuzzRoute(
          'DELETE /api/profiles/:userId/avatar',
          request(
            'DELETE',
            pathFor('/api/profiles/:userId/avatar', userIdParamsSchema, { userId: [editor.id] }),
          ),
          editor.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/profiles/:userId/skills',
      () =>
        fuzzRoute(
          'POST /api/profiles/:userId/skills',
          request(
            'POST',
            pathFor('/api/profiles/:userId/skills', userIdParamsSchema, { userId: [editor.id] }),
            {
              body: jsonBodyFor(addSkillInputSchema),
            },
          ),
          editor.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'PATCH /api/profiles/:userId/skills/:skillId',
      () =>
        fuzzRoute(
          'PATCH /api/profiles/:userId/skills/:skillId',
          request(
            'PATCH',
            pathFor('/api/profiles/:userId/skills/:skillId', userSkillParamsSchema, {
              userId: [editor.id],
              skillId: [skillId],
            }),
            { body: jsonBodyFor(updateSkillLevelInputSchema) },
          ),
          editor.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'DELETE /api/profiles/:userId/skills/:skillId',
      () =>
        fuzzRoute(
          'DELETE /api/profiles/:userId/skills/:skillId',
          request(
            'DELETE',
            pathFor('/api/profiles/:userId/skills/:skillId', userSkillParamsSchema, {
              userId: [editor.id],
              skillId: [skillId],
            }),
          ),
          editor.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    for (const method of ['PUT', 'DELETE'] as const) {
      it(
        `${method} /api/profiles/:userId/follow`,
        () =>
          fuzzRoute(
            `${method} /api/profiles/:userId/follow`,
            request(
              method,
              pathFor('/api/profiles/:userId/follow', userIdParamsSchema, { userId: userIds() }),
            ),
            editor.cookie,
          ),
        ROUTE_TIMEOUT_MS,
      );
    }

    it(
      'GET /api/skills/suggestions',
      () =>
        fuzzRoute(
          'GET /api/skills/suggestions',
          request('GET', path('/api/skills/suggestions'), { query: queryFor(skillSuggestionsQuerySchema) }),
          editor.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );
  });

  describe('feed', () => {
    const postIds = () => [postId, ...disposablePostIds];
    const createPostAccepts = (received: unknown) =>
      createPostInputSchema.safeParse(typeof received === 'object' && received !== null ? received : {})
        .success;

    it(
      'GET /api/posts (search and cursors)',
      async () => {
        const page = await call('GET', '/api/posts?limit=1', author.cookie);
        const cursor = (page.json() as { nextCursor: string }).nextCursor;
        // A search in relevance order pages with cursors of its own (a window, a score, a position).
        const searched = await call('GET', '/api/posts?limit=1&q=a', author.cookie);
        const searchCursor = (searched.json() as { nextCursor: string | null }).nextCursor ?? cursor;
        // A sealed cursor with one character changed: opened by nothing.
        const alteredSearchCursor = fc
          .nat({ max: searchCursor.length - 1 })
          .map(
            (index) =>
              `${searchCursor.slice(0, index)}${searchCursor[index] === 'A' ? 'B' : 'A'}${searchCursor.slice(index + 1)}`,
          );
        const cursors = fc.oneof(
          fc.constant(cursor),
          fc.constant(searchCursor),
          alteredSearchCursor,
          hostileString,
          craftedCursor(fc.uuid()),
          fc
            .tuple(craftedCursor(fc.uuid()), fc.integer(), craftedCursor(fc.uuid()))
            .map(([w, s, p]) => `${w}.${s}.${p}`),
        );
        const query = queryFor(feedQuerySchema, { cursor: cursors });
        await fuzzRoute('GET /api/posts', request('GET', path('/api/posts'), { query }), author.cookie);
      },
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/posts (JSON)',
      () =>
        fuzzRoute(
          'POST /api/posts',
          request('POST', path('/api/posts'), {
            body: jsonBodyFor(createPostInputSchema, { isAccepted: createPostAccepts }),
          }),
          author.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/posts (multipart with an optional image)',
      () =>
        fuzzRoute(
          'POST /api/posts',
          request('POST', path('/api/posts'), {
            body: multipartBody(
              imageSamples(images),
              { name: 'content', value: storableText({ maxLength: 40 }) },
              ({ fields, image }) =>
                !createPostAccepts(fields) ||
                hasUnstorableInput(fields) ||
                (image !== undefined && image.isNeverImage),
            ),
          }),
          author.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/posts and comments with nested, forged and unknown mentions',
      async () => {
        // Mentions of real people (one of them blocking the writer), of the writer, and of nobody, wrapped in
        // one another and in stray brackets: whatever is stored links each person under their own name only.
        const writer = editor;
        await testApp.db.execute(sql`
          update "user" set created_at = now() - interval '1 year' where id = ${writer.id}`);
        await testApp.db.execute(sql`
          insert into user_blocks (blocker_id, blocked_id) values (${target.id}, ${writer.id})
          on conflict do nothing`);
        const people = [author.id, target.id, admin.id, writer.id, 'nobody', 'x'];
        const named = await testApp.db.execute<{ id: string; name: string }>(sql`
          select id, trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) as name from profiles
          where id in (${author.id}, ${admin.id}, ${writer.id})`);
        const linkable = new Map(named.rows.filter((row) => row.name).map((row) => [row.id, row.name]));
        const fragment = fc.oneof(
          fc.constantFrom('@[', '@', '[', ']', '(', ')', '](', ' ', '\n', 'Escouade Trust & Safety'),
          fc.constantFrom(...people).map((id) => `](${id})`),
          fc.constantFrom(...people).map((id) => `@[x](${id})`),
          hostileString,
        );
        const text = fc
          .array(fragment, { minLength: 1, maxLength: 30 })
          .map((parts) => parts.join('').slice(0, 2000))
          .filter((value) => value.trim() !== '' && !hasUnstorableInput(value));
        await checkAll(
          'POST /api/posts with mentions',
          fc.tuple(text, fc.boolean()),
          async ([content, asComment]) => {
            // The budget is not what this is about: each text starts from an unspent one.
            await testApp.db.execute(sql`delete from mentions_sent where author_id = ${writer.id}`);
            const response = asComment
              ? await send('POST', `/api/posts/${postId}/comments`, writer.cookie, { content })
              : await send('POST', '/api/posts', writer.cookie, { content });
            expect(response.statusCode, response.body).toBeLessThan(500);
            if (response.statusCode !== 201) return;
            const body = response.json() as { content?: string; comment?: { content: string } };
            const stored = body.comment?.content ?? body.content ?? '';
            for (const segment of splitMentions(stored)) {
              if (segment.kind !== 'mention') continue;
              expect(linkable.get(segment.userId), `${JSON.stringify(content)} → ${stored}`).toBe(
                segment.name,
              );
            }
          },
          RUNS,
        );
      },
      ROUTE_TIMEOUT_MS,
    );

    it(
      'DELETE /api/posts/:postId',
      () =>
        fuzzRoute(
          'DELETE /api/posts/:postId',
          request('DELETE', pathFor('/api/posts/:postId', postIdParamsSchema, { postId: disposablePostIds })),
          author.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    for (const method of ['PUT', 'DELETE'] as const) {
      it(
        `${method} /api/posts/:postId/like`,
        () =>
          fuzzRoute(
            `${method} /api/posts/:postId/like`,
            request(method, pathFor('/api/posts/:postId/like', postIdParamsSchema, { postId: postIds() })),
            author.cookie,
          ),
        ROUTE_TIMEOUT_MS,
      );
    }

    it(
      'GET /api/posts/:postId',
      () =>
        fuzzRoute(
          'GET /api/posts/:postId',
          request('GET', pathFor('/api/posts/:postId', postIdParamsSchema, { postId: postIds() })),
          author.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'GET /api/posts/new-count',
      () =>
        fuzzRoute(
          'GET /api/posts/new-count',
          request('GET', path('/api/posts/new-count'), { query: queryFor(newPostsQuerySchema) }),
          author.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'GET /api/notifications (cursors and limits)',
      () =>
        fuzzRoute(
          'GET /api/notifications',
          request('GET', path('/api/notifications'), {
            query: queryFor(notificationsQuerySchema, {
              cursor: fc.oneof(hostileString, craftedCursor(fc.uuid())),
            }),
          }),
          author.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'PUT /api/notifications/preferences',
      () =>
        fuzzRoute(
          'PUT /api/notifications/preferences',
          request('PUT', path('/api/notifications/preferences'), {
            body: jsonBodyFor(emailPreferencesInputSchema),
          }),
          author.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/notifications/:notificationId/read',
      () =>
        fuzzRoute(
          'POST /api/notifications/:notificationId/read',
          request('POST', pathFor('/api/notifications/:notificationId/read', notificationIdParamsSchema)),
          author.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'GET /api/posts/:postId/comments',
      () =>
        fuzzRoute(
          'GET /api/posts/:postId/comments',
          request('GET', pathFor('/api/posts/:postId/comments', postIdParamsSchema, { postId: postIds() }), {
            query: queryFor(commentsQuerySchema, {
              cursor: fc.oneof(hostileString, craftedCursor(fc.uuid())),
            }),
          }),
          author.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/posts/:postId/comments',
      () =>
        fuzzRoute(
          'POST /api/posts/:postId/comments',
          request('POST', pathFor('/api/posts/:postId/comments', postIdParamsSchema, { postId: postIds() }), {
            body: jsonBodyFor(createCommentInputSchema),
          }),
          author.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'DELETE /api/posts/:postId/comments/:commentId',
      () =>
        fuzzRoute(
          'DELETE /api/posts/:postId/comments/:commentId',
          request(
            'DELETE',
            pathFor('/api/posts/:postId/comments/:commentId', commentIdParamsSchema, {
              postId: postIds(),
              commentId: [commentId],
            }),
          ),
          author.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );
  });

  describe('admin', () => {
    const userIds = () => [target.id, admin.id];

    it(
      'GET /api/admin/users (search and pages)',
      async () => {
        const page = await call('GET', '/api/admin/users?limit=1', admin.cookie);
        const cursor = (page.json() as { nextCursor: string }).nextCursor;
        const cursors = fc.oneof(
          fc.constant(cursor),
          hostileString,
          craftedCursor(fc.constantFrom(target.id, admin.id)),
        );
        const query = queryFor(adminUsersQuerySchema, { cursor: cursors });
        await fuzzRoute(
          'GET /api/admin/users',
          request('GET', path('/api/admin/users'), { query }),
          admin.cookie,
        );
      },
      ROUTE_TIMEOUT_MS,
    );

    it(
      'PATCH /api/admin/users/:userId/role',
      () =>
        fuzzRoute(
          'PATCH /api/admin/users/:userId/role',
          request(
            'PATCH',
            pathFor('/api/admin/users/:userId/role', adminUserIdParamsSchema, { userId: userIds() }),
            {
              body: jsonBodyFor(changeRoleInputSchema),
            },
          ),
          admin.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/admin/users/:userId/ban',
      () =>
        fuzzRoute(
          'POST /api/admin/users/:userId/ban',
          request(
            'POST',
            pathFor('/api/admin/users/:userId/ban', adminUserIdParamsSchema, { userId: userIds() }),
            {
              body: jsonBodyFor(banUserInputSchema),
            },
          ),
          admin.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    for (const [method, action] of [
      ['POST', 'unban'],
      ['PATCH', 'promote'],
    ] as const) {
      it(
        `${method} /api/admin/users/:userId/${action}`,
        () =>
          fuzzRoute(
            `${method} /api/admin/users/:userId/${action}`,
            request(
              method,
              pathFor(`/api/admin/users/:userId/${action}`, adminUserIdParamsSchema, { userId: [admin.id] }),
            ),
            admin.cookie,
          ),
        ROUTE_TIMEOUT_MS,
      );
    }

    it(
      'DELETE /api/admin/users/:userId',
      () =>
        fuzzRoute(
          'DELETE /api/admin/users/:userId',
          request(
            'DELETE',
            pathFor('/api/admin/users/:userId', adminUserIdParamsSchema, { userId: [admin.id] }),
          ),
          admin.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'GET /api/admin/audit',
      () =>
        fuzzRoute(
          'GET /api/admin/audit',
          request('GET', path('/api/admin/audit'), { query: queryFor(auditQuerySchema) }),
          admin.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'DELETE /api/admin/posts/:postId/comments/:commentId',
      () =>
        fuzzRoute(
          'DELETE /api/admin/posts/:postId/comments/:commentId',
          request(
            'DELETE',
            pathFor('/api/admin/posts/:postId/comments/:commentId', adminCommentParamsSchema, {
              postId: [postId],
            }),
          ),
          admin.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'DELETE /api/admin/posts/:postId',
      () =>
        fuzzRoute(
          'DELETE /api/admin/posts/:postId',
          request(
            'DELETE',
            pathFor('/api/admin/posts/:postId', postIdParamsSchema, { postId: disposablePostIds }),
          ),
          admin.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );
  });

  describe('projects, brief chat and invitations', () => {
    const projectIds = () => [projectId];

    it(
      'POST /api/projects',
      () =>
        fuzzRoute(
          'POST /api/projects',
          request('POST', path('/api/projects'), {
            body: jsonBodyFor(z.object({ language: z.enum(['fr', 'en']).default('fr') })),
          }),
          author.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'GET /api/projects/:projectId',
      () =>
        fuzzRoute(
          'GET /api/projects/:projectId',
          request(
            'GET',
            pathFor('/api/projects/:projectId', projectIdParamsSchema, { projectId: projectIds() }),
          ),
          author.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/projects/:projectId/messages (streamed answer)',
      () =>
        fuzzRoute(
          'POST /api/projects/:projectId/messages',
          request(
            'POST',
            pathFor('/api/projects/:projectId/messages', projectIdParamsSchema, { projectId: projectIds() }),
            {
              body: jsonBodyFor(projectMessageInputSchema),
            },
          ),
          author.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'PUT /api/projects/:projectId/brief',
      () => {
        const briefWithKnownSkill = confirmBriefInputSchema;
        const body = fc.oneof(
          jsonBodyFor(briefWithKnownSkill),
          // A brief whose skills exist, so that team formation runs on hostile titles, budgets and dates.
          fuzzedValue(briefWithKnownSkill).map((value): Body => {
            const brief = { ...(value as object), skills: [{ skillId, minLevel: 1, weight: 3 }] };
            return {
              payload: JSON.stringify(brief),
              contentType: 'application/json',
              mustRefuse: !confirmBriefInputSchema.safeParse(throughJson(brief)).success,
            };
          }),
        );
        return fuzzRoute(
          'PUT /api/projects/:projectId/brief',
          request(
            'PUT',
            pathFor('/api/projects/:projectId/brief', projectIdParamsSchema, { projectId: projectIds() }),
            {
              body,
            },
          ),
          author.cookie,
        );
      },
      ROUTE_TIMEOUT_MS,
    );

    it(
      'GET /api/projects/:projectId/proposals',
      () =>
        fuzzRoute(
          'GET /api/projects/:projectId/proposals',
          request(
            'GET',
            pathFor('/api/projects/:projectId/proposals', projectIdParamsSchema, { projectId: projectIds() }),
          ),
          author.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/projects/:projectId/proposals/:kind/choose',
      () =>
        fuzzRoute(
          'POST /api/projects/:projectId/proposals/:kind/choose',
          request(
            'POST',
            pathFor('/api/projects/:projectId/proposals/:kind/choose', proposalParamsSchema, {
              projectId: projectIds(),
            }),
          ),
          author.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/projects/:projectId/invitations/:invitationId/refill',
      async () => {
        const invitations = await testApp.db.execute<{ id: string }>(sql`select id from project_invitations`);
        await fuzzRoute(
          'POST /api/projects/:projectId/invitations/:invitationId/refill',
          request(
            'POST',
            pathFor(
              '/api/projects/:projectId/invitations/:invitationId/refill',
              projectIdParamsSchema.extend(invitationParamsSchema.shape),
              { projectId: projectIds(), invitationId: invitations.rows.map((row) => row.id) },
            ),
          ),
          author.cookie,
        );
      },
      ROUTE_TIMEOUT_MS,
    );

    for (const answer of ['accept', 'decline']) {
      it(
        `POST /api/invitations/:invitationId/${answer}`,
        async () => {
          const invitations = await testApp.db.execute<{ id: string }>(
            sql`select id from project_invitations`,
          );
          await fuzzRoute(
            `POST /api/invitations/:invitationId/${answer}`,
            request(
              'POST',
              pathFor(`/api/invitations/:invitationId/${answer}`, invitationParamsSchema, {
                invitationId: invitations.rows.map((row) => row.id),
              }),
            ),
            editor.cookie,
          );
        },
        ROUTE_TIMEOUT_MS,
      );
    }

    it(
      'POST /api/projects/:projectId/cancel',
      () =>
        fuzzRoute(
          'POST /api/projects/:projectId/cancel',
          request(
            'POST',
            pathFor('/api/projects/:projectId/cancel', projectIdParamsSchema, {
              projectId: [disposableProjectId],
            }),
          ),
          author.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );
  });

  describe('a staffed project: tasks, milestones, thread and deliveries', () => {
    let plan: {
      projectId: string;
      member: RegisteredUser;
      client: RegisteredUser;
      milestoneIds: string[];
      /** Accepted: its tasks are final. */
      acceptedMilestoneId: string;
      /** Delivered, awaiting the client: it takes no delivery and is not removed. */
      deliveredMilestoneId: string;
      /** Open: it takes deliveries, until one is delivered. */
      openMilestoneIds: string[];
      taskIds: string[];
      disposableTaskIds: string[];
    };

    beforeAll(async () => {
      const world = await setUpStaffedWorld(testApp, 'Fuzz');
      const projectId = await world.createProject();
      const member = world.pros[0]!;
      const base = `/api/projects/${projectId}`;
      const milestones = (await world.readPlan(projectId)).milestones.map((milestone) => milestone.id);
      const [acceptedMilestoneId = '', deliveredMilestoneId = '', ...openMilestoneIds] = milestones;
      const taskIds: string[] = [];
      for (const [index, milestoneId] of milestones.entries()) {
        const added = await call('POST', `${base}/milestones/${milestoneId}/tasks`, world.client.cookie, {
          title: `Tâche ${index}`,
        });
        const addedPlan = added.json() as { milestones: { id: string; tasks: { id: string }[] }[] };
        taskIds.push(addedPlan.milestones.find((entry) => entry.id === milestoneId)?.tasks[0]?.id ?? '');
      }
      const disposableTaskIds: string[] = [];
      for (let index = 0; index < 4; index++) {
        const added = await call('POST', `${base}/milestones/${openMilestoneIds[0]}/tasks`, member.cookie, {
          title: `Jetable ${index}`,
        });
        const addedPlan = added.json() as { milestones: { id: string; tasks: { id: string }[] }[] };
        disposableTaskIds.push(
          addedPlan.milestones.find((entry) => entry.id === openMilestoneIds[0])?.tasks.at(-1)?.id ?? '',
        );
      }
      for (const milestoneId of [acceptedMilestoneId, deliveredMilestoneId]) {
        await call('POST', `${base}/milestones/${milestoneId}/deliveries`, member.cookie, { note: 'Livré' });
      }
      await call('POST', `${base}/milestones/${acceptedMilestoneId}/acceptance`, world.client.cookie, {});
      plan = {
        projectId,
        member,
        client: world.client,
        milestoneIds: milestones,
        acceptedMilestoneId,
        deliveredMilestoneId,
        openMilestoneIds,
        taskIds,
        disposableTaskIds,
      };
    });

    /** Images as the uploads receive them, and a PDF: what a thread message or a delivery may join. */
    const attachmentSamples = () =>
      fc.oneof(
        { weight: 4, arbitrary: imageSamples(images) },
        {
          weight: 1,
          arbitrary: fc.constant<ImageSample>({ bytes: SMALL_PDF, decodable: 'yes', isNeverImage: false }),
        },
      );

    it(
      'POST /api/projects/:projectId/milestones/:milestoneId/tasks',
      () =>
        fuzzRoute(
          'POST /api/projects/:projectId/milestones/:milestoneId/tasks',
          request(
            'POST',
            pathFor('/api/projects/:projectId/milestones/:milestoneId/tasks', milestoneParamsSchema, {
              projectId: [plan.projectId],
              milestoneId: plan.milestoneIds,
            }),
            { body: jsonBodyFor(createTaskInputSchema) },
          ),
          plan.client.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'PATCH /api/projects/:projectId/tasks/:taskId',
      () =>
        fuzzRoute(
          'PATCH /api/projects/:projectId/tasks/:taskId',
          request(
            'PATCH',
            pathFor('/api/projects/:projectId/tasks/:taskId', taskParamsSchema, {
              projectId: [plan.projectId],
              taskId: plan.taskIds,
            }),
            { body: jsonBodyFor(updateTaskInputSchema) },
          ),
          plan.member.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'DELETE /api/projects/:projectId/tasks/:taskId',
      () =>
        fuzzRoute(
          'DELETE /api/projects/:projectId/tasks/:taskId',
          request(
            'DELETE',
            pathFor('/api/projects/:projectId/tasks/:taskId', taskParamsSchema, {
              projectId: [plan.projectId],
              taskId: [...plan.disposableTaskIds, plan.taskIds[0] ?? ''],
            }),
          ),
          plan.member.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'DELETE /api/projects/:projectId/milestones/:milestoneId',
      () =>
        fuzzRoute(
          'DELETE /api/projects/:projectId/milestones/:milestoneId',
          request(
            'DELETE',
            pathFor('/api/projects/:projectId/milestones/:milestoneId', milestoneParamsSchema, {
              projectId: [plan.projectId],
              milestoneId: [plan.acceptedMilestoneId, plan.deliveredMilestoneId],
            }),
          ),
          plan.client.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/projects/:projectId/thread (JSON)',
      () =>
        fuzzRoute(
          'POST /api/projects/:projectId/thread',
          request(
            'POST',
            pathFor('/api/projects/:projectId/thread', projectIdParamsSchema, {
              projectId: [plan.projectId],
            }),
            {
              body: jsonBodyFor(threadMessageInputSchema, {
                // Without a file, a message needs words.
                isAccepted: (received) => {
                  const parsed = threadMessageInputSchema.safeParse(received);
                  return parsed.success && parsed.data.body !== '';
                },
              }),
              // Judged once the writer and the project are known: anyone else is refused first.
              isBodyRead: (sentPath) => sentPath.values.projectId === plan.projectId,
            },
          ),
          plan.member.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/projects/:projectId/thread (multipart with files)',
      () =>
        fuzzRoute(
          'POST /api/projects/:projectId/thread',
          request(
            'POST',
            pathFor('/api/projects/:projectId/thread', projectIdParamsSchema, {
              projectId: [plan.projectId],
            }),
            {
              body: multipartBody(
                attachmentSamples(),
                { name: 'body', value: storableText({ maxLength: 40 }) },
                ({ fields, image }) => {
                  const parsed = threadMessageInputSchema.safeParse(fields);
                  return (
                    !parsed.success ||
                    hasUnstorableInput(fields) ||
                    (parsed.data.body === '' && image === undefined) ||
                    (image !== undefined && image.isNeverImage)
                  );
                },
                { isAnyFileRead: true },
              ),
              // Read only once the writer and the project are known: anyone else is refused first.
              isBodyRead: (sentPath) => sentPath.values.projectId === plan.projectId,
            },
          ),
          plan.member.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );

    it(
      'POST /api/projects/:projectId/milestones/:milestoneId/deliveries (multipart with files)',
      () =>
        fuzzRoute(
          'POST /api/projects/:projectId/milestones/:milestoneId/deliveries',
          request(
            'POST',
            pathFor('/api/projects/:projectId/milestones/:milestoneId/deliveries', milestoneParamsSchema, {
              projectId: [plan.projectId],
              milestoneId: plan.milestoneIds,
            }),
            {
              // The first delivery of an open milestone leaves it awaiting its answer: from then on it refuses
              // every delivery (409) before reading any.
              body: fc
                .oneof(
                  {
                    weight: 3,
                    arbitrary: multipartBody(
                      attachmentSamples(),
                      { name: 'note', value: storableText({ maxLength: 40 }) },
                      ({ fields, image }) =>
                        !deliveryInputSchema.safeParse(fields).success ||
                        hasUnstorableInput(fields) ||
                        (image !== undefined && image.isNeverImage),
                      { isAnyFileRead: true },
                    ),
                  },
                  { weight: 1, arbitrary: jsonBodyFor(deliveryInputSchema) },
                )
                .map((body): Body => ({ ...body, otherRefusals: [...(body.otherRefusals ?? []), 409] })),
              // Read only when the milestone takes a delivery: the open ones, until one is delivered.
              isBodyRead: (sentPath) =>
                sentPath.values.projectId === plan.projectId &&
                plan.openMilestoneIds.includes(sentPath.values.milestoneId ?? ''),
            },
          ),
          plan.member.cookie,
        ),
      ROUTE_TIMEOUT_MS,
    );
  });

  describe('stored text comes back byte-identical', () => {
    // Each round trip sends two or three requests: half FUZZ_RUNS of them make FUZZ_RUNS requests or more.
    const ROUND_TRIPS = Math.max(1, Math.ceil(RUNS / 2));
    const ROUND_TRIP_TIMEOUT_MS = 60_000 + ROUND_TRIPS * 300;

    /** Refused as invalid: 400 VALIDATION_FAILED in the error shape. */
    function expectRefused(response: LightMyRequestResponse, sent: unknown) {
      const answer = `${response.statusCode} ${response.body.slice(0, 300)}`;
      const context = `${JSON.stringify(sent).slice(0, 300)}\n→ ${answer}`;
      expect(response.statusCode, context).toBe(400);
      expect(response.json(), context).toMatchObject({ code: 'VALIDATION_FAILED' });
    }

    /**
     * Well-formed strings are equal exactly when their UTF-8 bytes are (the generators never make a lone
     * surrogate); the message shows the code points that differ.
     */
    function expectSameText(actual: unknown, expected: string | null) {
      const codePoints = (text: unknown) =>
        typeof text === 'string'
          ? [...text].map((character) => character.codePointAt(0)?.toString(16)).join(' ')
          : text;
      expect(actual, `${codePoints(actual)}\n≠ ${codePoints(expected)}`).toBe(expected);
    }

    const hasNul = (...texts: string[]) => texts.some((text) => text.includes('\u0000'));

    it(
      'post content',
      () =>
        checkAll(
          'round trip: post content',
          roundTripText({ maxLength: 60 }),
          async (content) => {
            const parsed = createPostInputSchema.safeParse({ content });
            const created = await send('POST', '/api/posts', author.cookie, { content });
            if (!parsed.success || hasNul(content)) return expectRefused(created, { content });
            expect(created.statusCode, created.body).toBe(201);
            const post = created.json() as { id: string; content: string };
            expectSameText(post.content, parsed.data.content);
            const page = await send('GET', '/api/posts?limit=1', author.cookie);
            const [latest] = (page.json() as { posts: { id: string; content: string }[] }).posts;
            expect(latest?.id).toBe(post.id);
            expectSameText(latest?.content, parsed.data.content);
          },
          ROUND_TRIPS,
        ),
      ROUND_TRIP_TIMEOUT_MS,
    );

    it(
      'comment',
      async () => {
        // A new post every 40 comments: the first page of comments (50) always shows the latest. (Deleting each
        // comment instead would run into the limit of removals per account.)
        const newCommentsUrl = async () => {
          const post = await send('POST', '/api/posts', author.cookie, {
            content: 'Round trips of comments',
          });
          return `/api/posts/${(post.json() as { id: string }).id}/comments`;
        };
        let commentsUrl = await newCommentsUrl();
        let commentsOnPost = 0;
        await checkAll(
          'round trip: comment',
          roundTripText({ maxLength: 40 }),
          async (content) => {
            if (commentsOnPost === 40) {
              commentsUrl = await newCommentsUrl();
              commentsOnPost = 0;
            }
            const parsed = createCommentInputSchema.safeParse({ content });
            const created = await send('POST', commentsUrl, author.cookie, { content });
            if (!parsed.success || hasNul(content)) return expectRefused(created, { content });
            expect(created.statusCode, created.body).toBe(201);
            const { comment } = created.json() as { comment: { id: string; content: string } };
            expectSameText(comment.content, parsed.data.content);
            const page = await send('GET', commentsUrl, author.cookie);
            const listed = (page.json() as { comments: { id: string; content: string }[] }).comments;
            expectSameText(listed.find((item) => item.id === comment.id)?.content, parsed.data.content);
            commentsOnPost += 1;
          },
          ROUND_TRIPS,
        );
      },
      ROUND_TRIP_TIMEOUT_MS,
    );

    it(
      'profile names and biography',
      () =>
        checkAll(
          'round trip: profile',
          fc.record({
            firstName: roundTripText({ maxLength: 4 }),
            lastName: roundTripText({ maxLength: 4 }),
            profession: roundTripText({ maxLength: 4 }),
            biography: roundTripText({ maxLength: 40 }),
          }),
          async (input) => {
            const parsed = updateProfileInputSchema.safeParse(input);
            const url = `/api/profiles/${editor.id}`;
            const updated = await send('PATCH', url, editor.cookie, input);
            if (!parsed.success || hasNul(...Object.values(input))) return expectRefused(updated, input);
            expect(updated.statusCode, updated.body).toBe(200);
            const profile = (await send('GET', url, editor.cookie)).json() as Record<string, unknown>;
            for (const field of ['firstName', 'lastName', 'profession', 'biography'] as const) {
              expectSameText(profile[field], parsed.data[field]);
            }
          },
          ROUND_TRIPS,
        ),
      ROUND_TRIP_TIMEOUT_MS,
    );

    it(
      'contact message (no read endpoint: as stored)',
      async () => {
        let sequence = 0;
        await checkAll(
          'round trip: contact message',
          fc.record({ name: roundTripText({ maxLength: 6 }), message: roundTripText({ maxLength: 60 }) }),
          async ({ name, message }) => {
            sequence += 1;
            const input = { name, message, email: `round-trip-${sequence}@example.test`, subject: 'other' };
            const parsed = contactMessageInputSchema.safeParse(input);
            const sent = await send('POST', '/api/contact', undefined, input);
            if (!parsed.success || hasNul(name, message)) return expectRefused(sent, input);
            expect(sent.statusCode, sent.body).toBe(202);
            const stored = await testApp.db.execute<{ name: string; message: string }>(
              sql`select name, message from contact_messages where email = ${input.email}`,
            );
            expect(stored.rows).toHaveLength(1);
            expectSameText(stored.rows[0]?.name, parsed.data.name);
            expectSameText(stored.rows[0]?.message, parsed.data.message);
          },
          ROUND_TRIPS,
        );
      },
      ROUND_TRIP_TIMEOUT_MS,
    );
  });

  describe('URLs the router refuses', () => {
    const URLS = [
      ['GET', '/api/profiles/%E0%A4%A'],
      ['PUT', '/api/posts/%C0%80%zz/like'],
      ['DELETE', '/api/posts/%/comments/%FF'],
      ['GET', `/api/projects/${'a'.repeat(MAX_PARAM_LENGTH + 1)}`],
      ['POST', `/api/invitations/${'%F0%9F%98%80'.repeat(60)}/accept`],
      ['PATCH', `/api/profiles/${'x'.repeat(5000)}`],
    ] as const;

    // Refused while routing, before any hook: without `frameworkErrors` (app.ts), Fastify would answer with
    // its own body (414 for a long segment) echoing the whole URL back.
    it('answers a bad percent-encoding or a segment over the limit with 400 in the error shape', async () => {
      for (const [method, url] of URLS) {
        const response = await send(method, url, author.cookie);
        expectSafeAnswer(
          { method, url, mustRefuse: true, mayBeUnrouted: false, otherRefusals: [] },
          response,
        );
        expect(response.body.length, url).toBeLessThan(300);
      }
    });
  });

  describe('cursors whose timestamp names no instant', () => {
    const lists = [
      ['/api/posts', () => author.cookie],
      ['/api/posts/:postId/comments', () => author.cookie],
      ['/api/admin/users', () => admin.cookie],
    ] as const;

    // A forged cursor whose timestamp has the right shape but names no instant: PostgreSQL's cast would fail
    // in the list's query, so the cursor is refused first.
    for (const [list, cookie] of lists) {
      it(`GET ${list} answers 400 INVALID_CURSOR`, async () => {
        const id = list === '/api/admin/users' ? admin.id : postId;
        for (const time of IMPOSSIBLE_TIMESTAMPS) {
          const cursor = Buffer.from(`${time}|${id}`).toString('base64url');
          const response = await send('GET', `${list.replace(':postId', postId)}?cursor=${cursor}`, cookie());
          expect(response.statusCode, `${time}: ${response.body}`).toBe(400);
          expect(response.json()).toMatchObject({ code: 'INVALID_CURSOR' });
        }
      });
    }
  });

  describe('account fields Better Auth does not check', () => {
    // Better Auth's update-user would store any `name` and `image` (null fails the NOT NULL constraint with a
    // 500); auth.ts refuses them before it.
    it('POST /api/auth/update-user refuses a name or an image that is not short text', async () => {
      for (const body of [
        { name: null },
        { name: 42 },
        { name: {} },
        { image: [1] },
        { name: 'x'.repeat(100_000) },
      ]) {
        const response = await send('POST', '/api/auth/update-user', member.cookie, body);
        expect(response.statusCode, `${JSON.stringify(body).slice(0, 40)}: ${response.body}`).toBe(400);
      }
    });
  });
});
