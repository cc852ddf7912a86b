/** Escapes LIKE's wildcards so user text matches literally (`50%` finds "50%", not "50 anything"). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}
