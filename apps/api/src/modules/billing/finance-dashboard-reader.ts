import type { FinanceDashboard } from '@escouade/contract/billing';
import { dayInFrance } from '@escouade/contract/calendar-days';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../../db/client.ts';
import { financeDashboard } from './finance.service.ts';

export type FinanceDashboardReader = (
  query: { months?: number; until?: string },
  now?: Date,
) => Promise<FinanceDashboard>;

/** The books' revision now: it changes when a change to what the figures read commits (migration 0041). */
async function booksRevision(db: Queryable): Promise<string> {
  const result = await db.execute<{ revision: string }>(
    sql`select revision::text as revision from billing_books_revision`,
  );
  // The row is missing only after its table was emptied by hand: then nothing may be kept.
  return result.rows[0]?.revision ?? '';
}

/**
 * The finance back-office's figures, computed once for each state of the books and kept by this instance until
 * the books change: a read costs one statement (the books' revision) while nothing was issued, paid, reminded
 * or renamed since the figures were computed, and the whole computation otherwise. The revision is read before
 * the figures, so figures kept under a revision are never older than it: a change committed meanwhile only
 * makes the next read compute them again. The figures also depend on the day (what is overdue, how late), so
 * they are kept per day, per period asked, and for at most `maxEntries` of those. Readers arriving while the
 * figures of their revision are being computed wait for that computation rather than starting their own.
 */
export function createFinanceDashboardReader(
  db: Queryable,
  { maxEntries = 16 }: { maxEntries?: number } = {},
): FinanceDashboardReader {
  const kept = new LRUCache<string, { revision: string; figures: Promise<FinanceDashboard> }>({
    max: maxEntries,
  });
  return async (query, now = new Date()) => {
    const revision = await booksRevision(db);
    if (revision === '') return financeDashboard(db, { ...query, now });
    const key = `${dayInFrance(now)}|${query.months ?? ''}|${query.until ?? ''}`;
    const entry = kept.get(key);
    if (entry?.revision === revision) return entry.figures;
    const figures = financeDashboard(db, { ...query, now });
    // Revisions follow the order of the commits: a reader that read an older one never replaces newer figures.
    if (!entry || Number(entry.revision) < Number(revision)) kept.set(key, { revision, figures });
    figures.catch(() => {
      if (kept.get(key)?.figures === figures) kept.delete(key);
    });
    return figures;
  };
}
