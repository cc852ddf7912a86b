import type { Rule } from 'eslint';

export declare function onRelativeImports(
  context: Rule.RuleContext,
  visit: (node: Rule.Node, specifier: string, resolved: string) => void,
): Rule.RuleListener;
