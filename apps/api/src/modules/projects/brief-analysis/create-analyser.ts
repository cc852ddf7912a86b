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

/** The rules analyser, or, with `llmBaseUrl`, the LLM analyser falling back to it on any failure. */
export function createBriefAnalyser(config: BriefAnalyserConfig, logger: AnalyserLogger): BriefAnalyser {
  const rules = createRulesAnalyser();
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
