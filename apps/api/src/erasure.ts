import type { Transaction } from './db/client.ts';

// What each module gives the erasure of an account (`<module>.erasure.ts`): the files its rows of the person
// hold, and how it erases (or unnames) those rows. The data-rights module runs the steps app.ts lists, in one
// transaction: every step's files first, then every step's rows, then the account row, whose cascades take
// whatever else the person owns.

/** The person being erased, as rows may name them. */
export interface ErasedPerson {
  id: string;
  email: string;
  /** First and last name, trimmed; empty when they have none. */
  name: string;
}

/** Stored files: images by their URL (`ImageStore`), other objects by their key (`ObjectStore`). */
export interface StoredFiles {
  images?: (string | null)[];
  objects?: string[];
}

export interface ErasureStep {
  /** `<module>: what it erases`. */
  name: string;
  /**
   * The files of the person's rows in this module, read before any row goes: they are deleted first, so that a
   * failure leaves the account for the next attempt, never files of an erased account.
   */
  files?: (tx: Transaction, userId: string) => Promise<StoredFiles>;
  /** Erases, or keeps without the person, the module's rows that name them. */
  rows?: (tx: Transaction, person: ErasedPerson) => Promise<void>;
}

/**
 * Erases an account and everything personal, inside the caller's transaction (which holds the account row's
 * lock). Built once by the data-rights module from every module's steps; the member's own deletion and an
 * administrator's immediate one both call it.
 */
export type EraseAccount = (tx: Transaction, userId: string) => Promise<void>;
