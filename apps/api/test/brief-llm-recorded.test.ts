import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBriefAnalyser } from '../src/modules/projects/brief-analysis/create-analyser.ts';
import { createRulesAnalyser } from '../src/modules/projects/brief-analysis/rules-analyser.ts';
import type { AnalysisInput, BriefAnalyser } from '../src/modules/projects/brief-analysis/types.ts';
import { CATALOGUE, TODAY } from './fixtures/briefs.ts';
import {
  ENGLISH_CLIENT,
  ENGLISH_WITH_PARAPHRASE,
  FIGMA,
  FRENCH_CLIENT,
  FRENCH_WITH_EVIDENCE,
  NODE,
  REACT,
  TRUNCATED,
  TURNOVER_AS_BUDGET,
  TURNOVER_CLIENT,
  WRONG_SHAPE,
} from './fixtures/llm-recorded-answers.ts';

// The LLM path against recorded model answers played back by a local server: the parsing of the evidence,
// the same plausibility checks as the rules, and the fallback to the rules when an answer is unusable.

const rules = createRulesAnalyser();

const input = (content: string): AnalysisInput => ({
  messages: [{ role: 'user', content }],
  catalogue: CATALOGUE,
  today: TODAY,
});

describe('LLM analyser on recorded answers', () => {
  let server: Server;
  let baseUrl: string;
  let answer: { content: string; delayMs: number };
  let warnings: unknown[];
  const logger = { warn: (obj: unknown) => warnings.push(obj) };
  const analyser = (): BriefAnalyser =>
    createBriefAnalyser(
      { llmBaseUrl: baseUrl, llmApiKey: 'test-key', llmModel: 'recorded', llmTimeoutMs: 500 },
      logger,
      rules,
    );
  const reasons = () => warnings.map((warning) => (warning as { reason?: string }).reason);

  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const send = () => {
          if (response.destroyed) return;
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              id: 'chatcmpl-recorded',
              object: 'chat.completion',
              model: 'recorded',
              choices: [
                { index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' },
              ],
            }),
          );
        };
        if (answer.delayMs > 0) setTimeout(send, answer.delayMs);
        else send();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    warnings = [];
  });

  it('keeps the model’s evidence, days a week and summary when its quotes are the client’s words', async () => {
    answer = { content: FRENCH_WITH_EVIDENCE, delayMs: 0 };
    const turn = await analyser().analyse(input(FRENCH_CLIENT));

    expect(warnings).toEqual([]);
    expect(turn.brief).toMatchObject({
      daysPerWeek: 2.5,
      summary: 'Refaire le site de réservation en React avec une API Node.js, à partir de maquettes Figma.',
      budget: { kind: 'total', amount: 24_000 },
      inferred: ['teamSize'],
      concerns: [],
    });
    expect(turn.brief.evidence).toEqual([
      {
        field: 'skills',
        skillId: REACT,
        source: 'stated',
        quote: 'refaire notre site de réservation en React',
      },
      { field: 'skills', skillId: NODE, source: 'stated', quote: 'une API Node.js' },
      { field: 'skills', skillId: FIGMA, source: 'stated', quote: 'maquettes sur Figma' },
      { field: 'teamSize', source: 'inferred', quote: 'en React avec une API Node.js, maquettes sur Figma' },
      { field: 'budget', source: 'stated', quote: 'Budget de 24 000 € HT' },
      { field: 'deadline', source: 'stated', quote: 'livraison le 30 juin 2026' },
      { field: 'daysPerWeek', source: 'stated', quote: 'à mi-temps' },
    ]);
    // The model's reply and the question about the estimated team size, in French typography.
    expect(turn.reply).toMatch(/^Merci\u202f! J’ai bien noté votre projet de site de réservation\./);
    expect(turn.reply).toContain('Combien de personnes voulez-vous dans l’équipe\u202f?');
  });

  it('drops a quote that is not in the client’s words: the value then counts as inferred', async () => {
    answer = { content: ENGLISH_WITH_PARAPHRASE, delayMs: 0 };
    const turn = await analyser().analyse(input(ENGLISH_CLIENT));

    expect(turn.brief.evidence).toContainEqual({ field: 'budget', source: 'inferred', quote: '' });
    expect(turn.brief.inferred).toEqual(['budget']);
    expect(turn.brief.evidence).toContainEqual({
      field: 'skills',
      skillId: FIGMA,
      source: 'inferred',
      quote: 'our booking site',
    });
    expect(turn.brief.skills.find((skill) => skill.skillId === FIGMA)?.isInferred).toBe(true);
    expect(turn.brief.skills.find((skill) => skill.skillId === REACT)?.isInferred).toBeUndefined();
  });

  it('checks the model’s budget with the same plausibility rules, and asks about it', async () => {
    answer = { content: TURNOVER_AS_BUDGET, delayMs: 0 };
    const turn = await analyser().analyse(input(TURNOVER_CLIENT));

    expect(turn.brief.budget).toBeNull();
    expect(turn.brief.concerns).toEqual([
      expect.objectContaining({ kind: 'budgetTooHigh', field: 'budget', value: 14_000_000 }),
    ]);
    expect(turn.reply).toContain('Confirmez-vous ce budget, ou indiquez-m’en un autre\u202f?');
    expect(turn.missing).toContain('budget');
  });

  it.each([
    ['a truncated answer', TRUNCATED, 0, 'invalid_json'],
    ['an answer of the wrong shape', WRONG_SHAPE, 0, 'schema'],
    ['an answer that comes too late', FRENCH_WITH_EVIDENCE, 1_500, 'timeout'],
  ])('falls back to the rules on %s', async (_label, content, delayMs, reason) => {
    answer = { content, delayMs };
    const turn = await analyser().analyse(input(FRENCH_CLIENT));

    expect(reasons()).toEqual([reason]);
    // The rules' own reading: the skills with the words they matched, the reader's summary, not the model's.
    expect(turn.brief.summary).not.toBe(
      'Refaire le site de réservation en React avec une API Node.js, à partir de maquettes Figma.',
    );
    expect(turn.brief.summary).toMatch(/^Nous voulons refaire notre site de réservation/);
    expect(turn.brief.skills.map((skill) => skill.name).sort()).toEqual(['Figma', 'Node.js', 'React']);
    expect(turn.brief.evidence.filter((item) => item.field === 'budget')).toEqual([
      {
        field: 'budget',
        source: 'stated',
        quote: 'Budget de 24 000 € HT, à mi-temps, livraison le 30 juin 2026',
      },
    ]);
  });
});
