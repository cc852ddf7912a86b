/** The five steps of a project, in order. Texts: `processPage:steps.<key>`. */
export const PROCESS_STEP_KEYS = ['analysis', 'pod', 'planning', 'execution', 'delivery'] as const;
export type ProcessStepKey = (typeof PROCESS_STEP_KEYS)[number];
