import { createLlmAnalyser } from './llm-analyser.ts';
import { createRulesAnalyser } from './rules-analyser.ts';
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
 * The rules analyser, or, with `llmBaseUrl`, the LLM analyser falling back to it on any failure. `rules` is the
 * rules analyser to use: the server gives its worker pool (analysis-pool.ts), which runs the same rules off the
 * event loop.
 */
export function createBriefAnalyser(
  config: BriefAnalyserConfig,
  logger: AnalyserLogger,
  rules: BriefAnalyser = createRulesAnalyser(),
): BriefAnalyser {
  if (!config.llmBaseUrl) return rules;
  return createLlmAnalyser({
    baseUrl: config.llmBaseUrl,
    apiKey: config.llmApiKey,
    model: config.llmModel ?? DEFAULT_LLM_MODEL,
    timeoutMs: config.llmTimeoutMs ?? DEFAULT_LLM_TIMEOUT_MS,
    fallback: rules,
    logger,
  });
}
