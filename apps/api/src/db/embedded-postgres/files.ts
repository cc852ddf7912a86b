import { open, rename, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Written to a temporary name, flushed, then renamed: a crash leaves the old file or the new, never half. */
export async function writeFileDurably(file: string, content: string, mode: number): Promise<void> {
  const temporary = `${file}.tmp-${process.pid}`;
  const handle = await open(temporary, 'w', mode);
  try {
    await handle.writeFile(content);
    await handle.chmod(mode); // open()'s mode goes through the umask; set it exactly
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  await syncDirectory(dirname(file));
}

export async function syncDirectory(dir: string): Promise<void> {
  // Makes a rename durable; not supported on Windows, where there is nothing better to do.
  const handle = await open(dir, 'r').catch(() => undefined);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close();
}

export async function isExistingPath(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return false;
    throw error;
  }
}

export function isErrorCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
}

export function formatMs(ms: number): string {
  return `${Math.round(ms)} ms`;
}
