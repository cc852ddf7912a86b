import type { AnalysisTurn, DraftBrief, MissingBriefField } from './types.ts';

/** What the assistant still has to ask for, whichever analyser produced the brief. */
export function listMissingFields(brief: DraftBrief): MissingBriefField[] {
  const missing: MissingBriefField[] = [];
  if (brief.skills.length === 0) missing.push('skills');
  if (!brief.budget) missing.push('budget');
  // How long the work lasts ("pendant 6 mois") says when it ends as well as a date would.
  if (!brief.deadline && !brief.lengthWeeks) missing.push('deadline');
  if (!brief.priority) missing.push('priority');
  return missing;
}

export function toAnalysisTurn(brief: DraftBrief, reply: string): AnalysisTurn {
  const missing = listMissingFields(brief);
  return { brief, missing, reply, isComplete: missing.length === 0 };
}

/** Word-sized pieces whose concatenation is exactly `text`. */
export function splitIntoWordChunks(text: string): string[] {
  return text.match(/^\s+|\S+\s*/g) ?? [];
}
