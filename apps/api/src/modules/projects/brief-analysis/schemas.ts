import { MAX_TEAM_SIZE, MIN_TEAM_SIZE } from '@escouade/contract/projects';
import { MAX_PROJECT_WEEKS } from '@escouade/contract/effort';
import { z } from 'zod';

export { MAX_TEAM_SIZE, MIN_TEAM_SIZE };

// Mirrors the contract's draft brief (same bounds) so that whatever an analyser returns also passes the
// route's response validation.
export const MAX_BRIEF_SKILLS = 20;
export const MAX_TITLE_LENGTH = 200;
export const MAX_HOURLY_BUDGET = 100_000;
export const MAX_TOTAL_BUDGET = 100_000_000;

const scale = z.number().int().min(1).max(5);

export const draftBriefSchema = z.object({
  language: z.enum(['fr', 'en']),
  title: z.string().max(MAX_TITLE_LENGTH).nullable(),
  skills: z
    .array(z.object({ skillId: z.string().min(1), name: z.string(), minLevel: scale, weight: scale }))
    .max(MAX_BRIEF_SKILLS),
  teamSize: z
    .object({
      min: z.number().int().min(MIN_TEAM_SIZE).max(MAX_TEAM_SIZE),
      max: z.number().int().min(MIN_TEAM_SIZE).max(MAX_TEAM_SIZE),
    })
    .refine((size) => size.min <= size.max, { path: ['max'] })
    .nullable(),
  budget: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('hourly'), maxHourlyTotal: z.number().positive().max(MAX_HOURLY_BUDGET) }),
      z.object({ kind: z.literal('total'), amount: z.number().positive().max(MAX_TOTAL_BUDGET) }),
    ])
    .nullable(),
  startDate: z.iso.date().nullable(),
  deadline: z.iso.date().nullable(),
  priority: z.enum(['balanced', 'speed', 'cost', 'seniority']).nullable(),
});

export const EVIDENCE_FIELDS = [
  'skills',
  'teamSize',
  'budget',
  'startDate',
  'deadline',
  'lengthWeeks',
  'daysPerWeek',
] as const;

/**
 * The model's brief: the draft's fields plus, for each value it filled, the client's words it read it in and
 * whether the client said it or the model worked it out; the days a week and a summary of the need. Answers
 * without them (older prompts, terse models) still parse: the checks in `parseAnswer` fill the gaps.
 */
export const llmBriefSchema = draftBriefSchema.extend({
  daysPerWeek: z.number().min(0.5).max(5).nullable().default(null),
  // A model's "26.1" or "156" (three years) is rounded and kept within the brief's bounds, not a failed answer.
  lengthWeeks: z
    .number()
    .transform((weeks) => Math.min(MAX_PROJECT_WEEKS, Math.max(1, Math.round(weeks))))
    .nullable()
    .default(null),
  summary: z.string().trim().max(600).nullable().default(null),
  evidence: z
    .array(
      z.object({
        field: z.enum(EVIDENCE_FIELDS),
        skillId: z.string().nullable().optional(),
        source: z.enum(['stated', 'inferred']),
        quote: z.string().max(1000),
      }),
    )
    .max(60)
    .default([]),
});

/** What the LLM must answer: the reply first, so that a streamed answer could surface it early. */
export const llmAnswerSchema = z.object({
  reply: z.string().trim().min(1).max(4000),
  brief: llmBriefSchema,
});
export type LlmAnswer = z.infer<typeof llmAnswerSchema>;

const nullable = (schema: Record<string, unknown>) => ({ anyOf: [schema, { type: 'null' }] });

/**
 * `llmAnswerSchema` as JSON Schema for `response_format: { type: 'json_schema', strict: true }`. Written by hand
 * because strict mode accepts a subset (every property required, no `oneOf`, no `format` on some providers);
 * the zod schema stays the judge of what is accepted.
 */
export const llmAnswerJsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reply', 'brief'],
  properties: {
    reply: { type: 'string', description: "The assistant's answer to the client, in the client's language." },
    brief: {
      type: 'object',
      additionalProperties: false,
      required: [
        'language',
        'title',
        'skills',
        'teamSize',
        'budget',
        'startDate',
        'deadline',
        'priority',
        'daysPerWeek',
        'lengthWeeks',
        'summary',
        'evidence',
      ],
      properties: {
        language: { type: 'string', enum: ['fr', 'en'] },
        title: { type: ['string', 'null'] },
        skills: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['skillId', 'name', 'minLevel', 'weight'],
            properties: {
              skillId: { type: 'string' },
              name: { type: 'string' },
              minLevel: { type: 'integer', enum: [1, 2, 3, 4, 5] },
              weight: { type: 'integer', enum: [1, 2, 3, 4, 5] },
            },
          },
        },
        teamSize: nullable({
          type: 'object',
          additionalProperties: false,
          required: ['min', 'max'],
          properties: {
            min: { type: 'integer', enum: [1, 2, 3, 4, 5, 6] },
            max: { type: 'integer', enum: [1, 2, 3, 4, 5, 6] },
          },
        }),
        budget: {
          anyOf: [
            {
              type: 'object',
              additionalProperties: false,
              required: ['kind', 'maxHourlyTotal'],
              properties: { kind: { type: 'string', enum: ['hourly'] }, maxHourlyTotal: { type: 'number' } },
            },
            {
              type: 'object',
              additionalProperties: false,
              required: ['kind', 'amount'],
              properties: { kind: { type: 'string', enum: ['total'] }, amount: { type: 'number' } },
            },
            { type: 'null' },
          ],
        },
        startDate: { type: ['string', 'null'], description: 'YYYY-MM-DD' },
        deadline: { type: ['string', 'null'], description: 'YYYY-MM-DD' },
        priority: { type: ['string', 'null'], enum: ['balanced', 'speed', 'cost', 'seniority', null] },
        daysPerWeek: {
          type: ['number', 'null'],
          description: 'Days a week each member works, 0.5 to 5, as the client said it; null when unsaid.',
        },
        lengthWeeks: {
          type: ['integer', 'null'],
          minimum: 1,
          maximum: MAX_PROJECT_WEEKS,
          description:
            'How long the project lasts in weeks, 1 to 104, when the client gives a length ("pendant 6 mois": 26) rather than a deadline; null when unsaid.',
        },
        summary: {
          type: ['string', 'null'],
          description: "The need in one or two sentences, in the client's language, no greeting.",
        },
        evidence: {
          type: 'array',
          description: 'One entry per filled field (one per skill), with the client’s words it comes from.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['field', 'skillId', 'source', 'quote'],
            properties: {
              field: { type: 'string', enum: [...EVIDENCE_FIELDS] },
              skillId: { type: ['string', 'null'] },
              source: { type: 'string', enum: ['stated', 'inferred'] },
              quote: {
                type: 'string',
                description: 'Verbatim words of a client message, at most 160 characters: no paraphrase.',
              },
            },
          },
        },
      },
    },
  },
} as const;
