import type { BriefConcern, BriefEvidence, InferableBriefField } from '@escouade/contract/projects';

export type { BriefConcern, BriefEvidence };

export type BriefLanguage = 'fr' | 'en';

export interface CatalogueSkill {
  id: string;
  name: string;
  category: string | null;
  /** The English name and the aliases, in either language: read in the client's text like the name. */
  otherNames?: readonly string[];
  /** The English name, when the catalogue has one: how an English reply names the skill. */
  nameEn?: string | null;
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export type BriefPriority = 'balanced' | 'speed' | 'cost' | 'seniority';

export type BriefBudget = { kind: 'hourly'; maxHourlyTotal: number } | { kind: 'total'; amount: number };

export interface BriefSkill {
  skillId: string;
  name: string;
  /** 1–5 */
  minLevel: number;
  /** 1–5 */
  weight: number;
  /** Worked out from a general need ("un site e-commerce") rather than named by the client: to confirm. */
  isInferred?: boolean;
}

/**
 * Brief fields the analyser worked out instead of reading them in the client's words: the editor marks them
 * "to confirm" and the assistant asks about them. A team size is estimated from the workload (skills, dates),
 * and an hourly rate per person becomes a team ceiling through that estimate.
 */
export type InferredBriefField = InferableBriefField;

export interface DraftBrief {
  language: BriefLanguage;
  title: string | null;
  skills: BriefSkill[];
  /** Within 1–6. */
  teamSize: { min: number; max: number } | null;
  /** Euros. */
  budget: BriefBudget | null;
  /** YYYY-MM-DD */
  startDate: string | null;
  /** YYYY-MM-DD */
  deadline: string | null;
  priority: BriefPriority | null;
  /** Derived from `evidence` (`inferredFieldsOf`): kept for the consumers that read it. */
  inferred: InferredBriefField[];
  /** 0.5–5, as the client said it; null when unsaid. */
  daysPerWeek: number | null;
  /** How long the project lasts, in weeks (1–104), as the client said it ("pendant 6 mois"); null when unsaid. */
  lengthWeeks: number | null;
  /** The need in one or two sentences, in the client's language, no greeting. */
  summary: string | null;
  /**
   * One per filled field among skills (one per skill), team size, budget, dates and days a week: the client's
   * words (verbatim, ≤ 160 characters) and whether they said the value or the analyser worked it out from them.
   */
  evidence: BriefEvidence[];
  /** Implausible values, asked about in the reply rather than filled silently. */
  concerns: BriefConcern[];
}

export type MissingBriefField = 'skills' | 'budget' | 'deadline' | 'priority';

export interface AnalysisTurn {
  /** Everything understood so far from the whole conversation. */
  brief: DraftBrief;
  missing: MissingBriefField[];
  /** The assistant's answer, in the conversation's language: asks for what is missing, or summarises the brief. */
  reply: string;
  isComplete: boolean;
}

export interface AnalysisInput {
  messages: ChatMessage[];
  catalogue: CatalogueSkill[];
  /** YYYY-MM-DD: relative dates ("in 6 weeks") count from here. */
  today: string;
}

export interface BriefAnalyser {
  readonly name: 'rules' | 'llm';
  analyse(input: AnalysisInput): Promise<AnalysisTurn>;
  /** Same result, but the reply text arrives in pieces (for streaming to the browser). */
  analyseStreaming(input: AnalysisInput, onText: (chunk: string) => void): Promise<AnalysisTurn>;
}

export interface AnalyserLogger {
  warn(obj: unknown, msg?: string): void;
}
