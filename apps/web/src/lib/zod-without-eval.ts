/**
 * Zod compiles fast parsers with `new Function` when it can, and probes for it with a caught `new Function("")`.
 * Our Content-Security-Policy forbids eval, so in the browser that probe is reported as a CSP violation on
 * every page with a form (browsers and Lighthouse list it). `jitless` skips both. It is read from this global
 * when zod loads, so it must be set before any schema module runs: main.tsx imports this module first, and zod
 * itself only comes with lazy routes. The API keeps zod's compiled parsers.
 */
const zodGlobal = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
