import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import SaxonJS from 'saxon-js';
import { validateXML } from 'xmllint-wasm';

// The official EN 16931 validation of a CII invoice, run in this process: the business rules (the CEN's
// Schematron compiled to XSLT, applied by SaxonJS) and the UN/CEFACT D16B schema (libxml2 compiled to
// WebAssembly). Compiling the XSLT for SaxonJS takes about a minute; the result is kept under
// node_modules/.cache, named by the XSLT's hash, so that only the first run after a change pays for it.

const ARTEFACTS = path.join(import.meta.dirname, 'en16931-cii');
const XSLT = path.join(ARTEFACTS, 'EN16931-CII-validation.xslt');
const SCHEMA_DIR = path.join(
  ARTEFACTS,
  'schema',
  'D16B SCRDM (Subset)',
  'uncoupled clm',
  'CII',
  'uncefact',
  'data',
  'standard',
);
const MAIN_SCHEMA = 'CrossIndustryInvoice_100pD16B.xsd';
const SVRL = { svrl: 'http://purl.oclc.org/dsdl/svrl' };

export interface FailedAssertion {
  /** The rule's identifier: BR-CO-15, BR-S-08… */
  id: string;
  /** fatal or warning. */
  flag: string;
  location: string;
  text: string;
}

export interface BusinessRulesReport {
  failed: FailedAssertion[];
  /** How many rule contexts matched the invoice: a measure of how much of it the rules looked at. */
  firedRules: number;
}

const require = createRequire(import.meta.url);
const XSLT3_CLI = require.resolve('xslt3');
const CACHE_DIR = path.join(path.dirname(path.dirname(XSLT3_CLI)), '.cache', 'en16931-cii');

let compiledRules: Promise<unknown> | undefined;

/** The compiled rules (SaxonJS's SEF), compiled on the first call of any process and kept on disk. */
export function loadBusinessRules(): Promise<unknown> {
  compiledRules ??= compileOnce().then(async (file) => JSON.parse(await readFile(file, 'utf8')));
  return compiledRules;
}

async function compileOnce(): Promise<string> {
  const hash = createHash('sha256')
    .update(await readFile(XSLT))
    .digest('hex')
    .slice(0, 16);
  const compiled = path.join(CACHE_DIR, `EN16931-CII-validation.${hash}.sef.json`);
  if (await exists(compiled)) return compiled;
  await mkdir(CACHE_DIR, { recursive: true });
  // Two test workers may start at once: one compiles, the other waits for its file.
  const lock = `${compiled}.lock`;
  const handle = await open(lock, 'wx').catch(() => undefined);
  if (!handle) return waitFor(compiled, lock);
  try {
    const partial = `${compiled}.${process.pid}.partial`;
    await promisify(execFile)(process.execPath, [XSLT3_CLI, `-xsl:${XSLT}`, `-export:${partial}`, '-nogo'], {
      maxBuffer: 16 * 1024 * 1024,
    });
    await rename(partial, compiled);
    return compiled;
  } finally {
    await handle.close();
    await rm(lock, { force: true });
  }
}

/** A lock older than this was left by a process that died while compiling. */
const STALE_LOCK_MS = 5 * 60_000;

async function waitFor(compiled: string, lock: string): Promise<string> {
  for (;;) {
    if (await exists(compiled)) return compiled;
    const lockStat = await stat(lock).catch(() => undefined);
    if (!lockStat || Date.now() - lockStat.mtimeMs > STALE_LOCK_MS) {
      await rm(lock, { force: true });
      return compileOnce();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Applies the EN 16931 business rules to a CII invoice. */
export async function validateBusinessRules(xml: string): Promise<BusinessRulesReport> {
  const stylesheetInternal = await loadBusinessRules();
  const { principalResult } = await SaxonJS.transform(
    { stylesheetInternal, sourceText: xml, destination: 'document' },
    'async',
  );
  const failed = SaxonJS.XPath.evaluate(
    "//svrl:failed-assert ! map{'id': string(@id), 'flag': string(@flag), 'location': string(@location), 'text': normalize-space(svrl:text)}",
    principalResult,
    { namespaceContext: SVRL, resultForm: 'array' },
  ) as FailedAssertion[];
  const firedRules = SaxonJS.XPath.evaluate('count(//svrl:fired-rule)', principalResult, {
    namespaceContext: SVRL,
  }) as number;
  return { failed, firedRules };
}

/** Validates CII invoices against the D16B schema in one run of xmllint: whether all pass, the errors of each. */
export async function validateSchema(
  invoices: { name: string; xml: string }[],
): Promise<{ isValid: boolean; errors: Map<string, string[]> }> {
  const files = await readdir(SCHEMA_DIR);
  const read = (file: string) => readFile(path.join(SCHEMA_DIR, file), 'utf8');
  const result = await validateXML({
    xml: invoices.map((invoice) => ({ fileName: invoice.name, contents: invoice.xml })),
    schema: { fileName: MAIN_SCHEMA, contents: await read(MAIN_SCHEMA) },
    preload: await Promise.all(
      files
        .filter((file) => file !== MAIN_SCHEMA)
        .map(async (file) => ({ fileName: file, contents: await read(file) })),
    ),
  });
  const errors = new Map(invoices.map((invoice) => [invoice.name, [] as string[]]));
  for (const error of result.errors) {
    const name = error.loc?.fileName ?? '';
    (errors.get(name) ?? errors.set(name, []).get(name))?.push(error.rawMessage);
  }
  return { isValid: result.valid, errors };
}
