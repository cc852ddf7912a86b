import type { VerificationSubjectType } from '@escouade/contract/verification';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Queryable, Transaction } from '../../db/client.ts';
import {
  declareProfessionalSiret,
  markProfessionalVerified,
  professionalBusinessOf,
} from '../profiles/business-identity.ts';

/**
 * A kind of business that can be verified, and what verification needs of the module that owns it. The
 * verification module keeps the requests, their documents and the decisions; the subject's own module keeps
 * its SIRET and its verified flag, and says who may ask for it. app.ts gives the kinds to the module
 * (professionals here; organisations from their own module).
 */
export interface VerificationSubjectKind {
  type: VerificationSubjectType;
  /** Whether `actor` may ask for this subject to be verified, and read its requests. */
  mayRequest(db: Queryable, actor: Actor, subjectId: string): Promise<boolean>;
  /** The subject's SIRET today and whether it is verified for it (`verifiedAt`). */
  businessOf(db: Queryable, subjectId: string): Promise<{ siret: string | null; verifiedAt: Date | null }>;
  /** Records the SIRET the subject asks to be verified for; a different one removes its badge. */
  declareSiret(tx: Transaction, subjectId: string, siret: string): Promise<void>;
  /** Marks the subject verified for `siret`; false when its SIRET is no longer that one. */
  markVerified(tx: Transaction, subjectId: string, siret: string): Promise<boolean>;
  /** The subject's name for the administrators' queue, as SQL over `v.subject_id` (text); null when gone. */
  nameSql: ReturnType<typeof sql>;
}

/** A professional is a business of their own (a freelance one): they ask for themselves, and only they do. */
export const professionalSubject: VerificationSubjectKind = {
  type: 'professional',
  async mayRequest(_db, actor, subjectId) {
    return actor.role === 'professional' && actor.id === subjectId;
  },
  businessOf: professionalBusinessOf,
  declareSiret: declareProfessionalSiret,
  markVerified: markProfessionalVerified,
  nameSql: sql`(select nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '')
                from profiles p where p.id = v.subject_id)`,
};
