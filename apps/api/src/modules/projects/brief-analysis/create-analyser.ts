import type { LlmAnalyserOptions } from './llm-analyser.ts';
import type { AnalyserLogger, BriefAnalyser } from './types.ts';

export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';
export const DEFAULT_LLM_TIMEOUT_MS = 15_000;

export interface BriefAnalyserConfig {
  llmBaseUrl?: string | undefined;
  llmApiKey?: string | undefined;
  llmModel?: string | undefined;
  llmTimeoutMs?: number | undefined;
}

/**
 * `rules`, or, with `llmBaseUrl`, the LLM analyser falling back to `rules` on any failure. The server gives
 * as `rules` its worker pool (analysis-pool.ts), which runs the rules off the event loop.
 *
 * The rules' tables (over a hundred thousand tokenised phrases, more than a hundred megabytes of heap) are
 * loaded only where they run: never on a server's main thread without a model, where every collection of the
 * heap would walk them for nothing; with a model, which checks its answers with the rules, from the start
 * (not at the first turn).
 */
export function createBriefAnalyser(
  config: BriefAnalyserConfig,
  logger: AnalyserLogger,
  rules: BriefAnalyser,
): BriefAnalyser {
  const { llmBaseUrl } = config;
  if (!llmBaseUrl) return rules;
  const options: LlmAnalyserOptions = {
    baseUrl: llmBaseUrl,
    apiKey: config.llmApiKey,
    model: config.llmModel ?? DEFAULT_LLM_MODEL,
    timeoutMs: config.llmTimeoutMs ?? DEFAULT_LLM_TIMEOUT_MS,
    fallback: rules,
    logger,
  };
  // Should the model's analyser fail to load, the rules answer alone.
  const llm = import('./llm-analyser.ts').then(
    ({ createLlmAnalyser }) => createLlmAnalyser(options),
    (error: unknown) => {
      logger.warn({ err: error }, 'LLM brief analyser failed to load, using the rules analyser');
      return rules;
    },
  );
  return {
    name: 'llm',
    analyse: async (input) => (await llm).analyse(input),
    analyseStreaming: async (input, onText) => (await llm).analyseStreaming(input, onText),
  };
}
