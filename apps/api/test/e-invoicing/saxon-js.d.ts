// The part of SaxonJS's API the EN 16931 validation uses (the package ships no type declarations).
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetInternal: unknown;
    sourceText: string;
    destination: 'document' | 'serialized';
  }
  interface XPathOptions {
    namespaceContext?: Record<string, string>;
    resultForm?: 'array' | 'default';
    params?: Record<string, unknown>;
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'async'): Promise<{ principalResult: unknown }>;
    XPath: { evaluate(expression: string, context: unknown, options?: XPathOptions): unknown };
  };
  export default SaxonJS;
}
