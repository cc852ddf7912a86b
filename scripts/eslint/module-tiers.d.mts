import type { Rule } from 'eslint';

type Unit = { kind: 'module'; name: string } | { kind: 'app' } | { kind: 'infrastructure'; folder: string };

export declare const TIERS: Record<'core' | 'feature' | 'orchestrator', string[]>;
export declare const ALLOWED_FEATURE_EDGES: { from: string; to: string; why: string }[];
export declare function unitOf(file: string): Unit | null;
export declare function refusal(from: Unit, to: Unit | null): string | null;
export declare const moduleTiers: Rule.RuleModule;
declare const plugin: { rules: Record<string, Rule.RuleModule> };
export default plugin;
