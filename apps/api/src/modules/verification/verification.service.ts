import {
  ADMIN_VERIFICATIONS_LIMIT,
  type AdminVerification,
  type AdminVerifications,
  type AdminVerificationsQuery,
  type Verification,
  type VerificationState,
  type VerificationStatus,
  type VerificationSubjectType,
} from '@escouade/contract/verification';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { deleteAttachmentFiles, isPdf, storePdf } from '../../uploads/attachment-store.ts';
import type { ObjectStore } from '../../uploads/object-store.ts';
import type { UploadedFile } from '../../uploads/read-image-upload.ts';
import { recordEvent } from '../events/events.ts';
import type { BusinessRegistry } from './business-registry.ts';
import type { VerificationSubjectKind } from './verification-subjects.ts';

/** The kinds of subject app.ts gave, by type: a type without one is refused. */
export type VerificationSubjects = ReadonlyMap<VerificationSubjectType, VerificationSubjectKind>;

export function verificationSubjects(kinds: readonly VerificationSubjectKind[]): VerificationSubjects {
  return new Map(kinds.map((kind) => [kind.type, kind]));
}

interface Subject {
  subjectType: VerificationSubjectType;
  subjectId: string;
}

/** The kind of the subject, once `actor` may act for it: 403 otherwise (and for a kind not registered). */
async function kindFor(
  db: Queryable,
  subjects: VerificationSubjects,
  actor: Actor,
  { subjectType, subjectId }: Subject,
): Promise<VerificationSubjectKind> {
  const kind = subjects.get(subjectType);
  if (!kind || !(await kind.mayRequest(db, actor, subjectId))) {
    throw new AppError('VERIFICATION_NOT_ALLOWED', 'You cannot ask for this business to be verified');
  }
  return kind;
}

interface VerificationRow extends Record<string, unknown> {
  id: string;
  subject_type: VerificationSubjectType;
  subject_id: string;
  siret: string;
  status: VerificationStatus;
  reason: string | null;
  document_name: string;
  document_size: number;
  created_at: Date | string;
  decided_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toVerification(row: VerificationRow): Verification {
  return {
    id: row.id,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    siret: row.siret,
    status: row.status,
    reason: row.reason,
    document: { fileName: row.document_name, sizeBytes: row.document_size },
    createdAt: iso(row.created_at),
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
  };
}

const columns = sql`v.id, v.subject_type, v.subject_id, v.siret, v.status, v.reason, v.document_name,
  v.document_size, v.created_at, v.decided_at`;

/** Where the subject stands: verified or not, and its latest request. */
export async function getVerificationState(
  db: Database,
  subjects: VerificationSubjects,
  { actor, ...subject }: Subject & { actor: Actor },
): Promise<VerificationState> {
  const kind = await kindFor(db, subjects, actor, subject);
  const [business, latest] = await Promise.all([
    kind.businessOf(db, subject.subjectId),
    db.execute<VerificationRow>(sql`
      select ${columns} from business_verifications v
      where v.subject_type = ${subject.subjectType} and v.subject_id = ${subject.subjectId}
      order by v.created_at desc, v.id desc limit 1`),
  ]);
  const verified = business.verifiedAt !== null;
  return {
    verified,
    verifiedSiret: verified ? business.siret : null,
    latest: latest.rows[0] ? toVerification(latest.rows[0]) : null,
  };
}

/**
 * Checks who asks and that nothing waits already, before a byte of the document is read (the route closes the
 * connection when this refuses).
 */
export async function assertMayRequest(
  db: Database,
  subjects: VerificationSubjects,
  { actor, ...subject }: Subject & { actor: Actor },
): Promise<void> {
  await kindFor(db, subjects, actor, subject);
  await assertNonePending(db, subject);
}

async function assertNonePending(db: Queryable, subject: Subject): Promise<void> {
  const pending = await db.execute(sql`
    select 1 from business_verifications
    where subject_type = ${subject.subjectType} and subject_id = ${subject.subjectId} and status = 'pending'`);
  if (pending.rows.length > 0) {
    throw new AppError('VERIFICATION_PENDING', 'A request awaits an administrator already');
  }
}

/**
 * A business asks to be verified: its SIRET (checked by its key, then looked up in the registry) and its
 * registration document, a PDF stored as project attachments are. The SIRET becomes the subject's; one request
 * waits at a time (a unique index holds it against two requests at once).
 */
export async function requestVerification(
  db: Database,
  objects: ObjectStore,
  { subjects, registry }: { subjects: VerificationSubjects; registry: BusinessRegistry },
  {
    actor,
    siret,
    document,
    ...subject
  }: Subject & { actor: Actor; siret: string; document: UploadedFile | undefined },
): Promise<VerificationState> {
  const kind = await kindFor(db, subjects, actor, subject);
  if (!document) {
    throw new AppError('VERIFICATION_DOCUMENT_REQUIRED', 'Join the Kbis extract or INSEE notice as a PDF');
  }
  if (!isPdf(document.bytes)) {
    throw new AppError('VERIFICATION_DOCUMENT_NOT_PDF', 'The registration document must be a PDF');
  }
  const answer = await registry.lookup(siret);
  if (!answer.found) {
    throw new AppError('SIRET_NOT_REGISTERED', 'No active establishment has this SIRET');
  }
  await assertNonePending(db, subject);
  const stored = await storePdf(objects, document, 'verifications');
  try {
    await db.transaction(async (tx) => {
      await kind.declareSiret(tx, subject.subjectId, siret);
      await tx.execute(sql`
        insert into business_verifications
          (subject_type, subject_id, requested_by, siret, registry, document_key, document_name, document_size)
        values (${subject.subjectType}, ${subject.subjectId}, ${actor.id}, ${siret},
          ${JSON.stringify(answer)}::jsonb, ${stored.storageKey}, ${stored.fileName}, ${stored.sizeBytes})`);
    });
  } catch (error) {
    await deleteAttachmentFiles(objects, [stored.storageKey]);
    if ((error as { code?: string }).code === '23505') {
      throw new AppError('VERIFICATION_PENDING', 'A request awaits an administrator already');
    }
    throw error;
  }
  return getVerificationState(db, subjects, { actor, ...subject });
}

interface AdminRow extends VerificationRow {
  subject_name: string | null;
  requester_id: string | null;
  requester_first_name: string | null;
  requester_last_name: string | null;
  reviewer_id: string | null;
  reviewer_name: string | null;
  registry: { name: string; found: boolean };
}

/** The administrators' queue: pending requests first (oldest first), then the decided ones (newest first). */
export async function listVerifications(
  db: Database,
  subjects: VerificationSubjects,
  query: AdminVerificationsQuery,
): Promise<AdminVerifications> {
  const names = [...subjects.values()].map(
    (kind) => sql`when v.subject_type = ${kind.type} then ${kind.nameSql}`,
  );
  const subjectName: SQL = names.length ? sql`(case ${sql.join(names, sql` `)} end)` : sql`null::text`;
  const filters: SQL[] = [sql`true`];
  if (query.status) filters.push(sql`v.status = ${query.status}`);
  if (query.subjectType) filters.push(sql`v.subject_type = ${query.subjectType}`);
  const search = query.q?.trim();
  if (search) {
    const digits = search.replace(/[\s.]/g, '');
    filters.push(
      /^\d+$/.test(digits)
        ? sql`v.siret like ${`${digits}%`}`
        : sql`unaccent(lower(coalesce(${subjectName}, ''))) like unaccent(lower(${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}))`,
    );
  }
  const [rows, pending] = await Promise.all([
    db.execute<AdminRow>(sql`
      select ${columns}, v.registry, ${subjectName} as subject_name,
        v.requested_by as requester_id, rp.first_name as requester_first_name,
        rp.last_name as requester_last_name, v.reviewer_id,
        nullif(trim(concat_ws(' ', ap.first_name, ap.last_name)), '') as reviewer_name
      from business_verifications v
      left join profiles rp on rp.id = v.requested_by
      left join profiles ap on ap.id = v.reviewer_id
      where ${sql.join(filters, sql` and `)}
      order by v.status = 'pending' desc,
        case when v.status = 'pending' then v.created_at end asc,
        coalesce(v.decided_at, v.created_at) desc, v.id
      limit ${ADMIN_VERIFICATIONS_LIMIT}`),
    db.execute<{ count: number }>(sql`
      select count(*)::int as count from business_verifications where status = 'pending'`),
  ]);
  return {
    verifications: rows.rows.map((row): AdminVerification => ({
      ...toVerification(row),
      subjectName: row.subject_name,
      requester: row.requester_id
        ? {
            id: row.requester_id,
            firstName: row.requester_first_name,
            lastName: row.requester_last_name,
          }
        : null,
      reviewer: row.reviewer_id ? { id: row.reviewer_id, name: row.reviewer_name } : null,
      registry: row.registry,
    })),
    pendingCount: pending.rows[0]?.count ?? 0,
  };
}

/** A request's document, for an administrator: its name and stored key. */
export async function findVerificationDocument(
  db: Queryable,
  verificationId: string,
): Promise<{ fileName: string; key: string }> {
  const result = await db.execute<{ document_name: string; document_key: string }>(sql`
    select document_name, document_key from business_verifications where id = ${verificationId}`);
  const row = result.rows[0];
  if (!row) throw new AppError('VERIFICATION_NOT_FOUND', 'No such verification request');
  return { fileName: row.document_name, key: row.document_key };
}

export type VerificationDecision = { kind: 'approved' } | { kind: 'rejected'; reason: string };

/**
 * Decides a pending request, in the caller's transaction (which writes the audit log): approving marks the
 * subject verified for the SIRET asked (refused when the subject changed its SIRET since); rejecting keeps the
 * reason for the requester. The requester hears of it. Returns what the audit log keeps.
 */
export async function decideVerification(
  tx: Transaction,
  subjects: VerificationSubjects,
  {
    reviewer,
    verificationId,
    decision,
  }: { reviewer: Actor; verificationId: string; decision: VerificationDecision },
): Promise<{ subjectType: VerificationSubjectType; subjectId: string; siret: string }> {
  const result = await tx.execute<{
    subject_type: VerificationSubjectType;
    subject_id: string;
    siret: string;
    status: VerificationStatus;
  }>(sql`
    select subject_type, subject_id, siret, status from business_verifications
    where id = ${verificationId} for update`);
  const row = result.rows[0];
  if (!row) throw new AppError('VERIFICATION_NOT_FOUND', 'No such verification request');
  if (row.status !== 'pending') {
    throw new AppError('VERIFICATION_ALREADY_DECIDED', 'The request was decided already');
  }
  if (decision.kind === 'approved') {
    const kind = subjects.get(row.subject_type);
    if (!kind || !(await kind.markVerified(tx, row.subject_id, row.siret))) {
      throw new AppError('VERIFICATION_SIRET_CHANGED', 'The business changed its SIRET since it asked');
    }
  }
  await tx.execute(sql`
    update business_verifications
    set status = ${decision.kind}, reason = ${decision.kind === 'rejected' ? decision.reason : null},
      reviewer_id = ${reviewer.id}, decided_at = now()
    where id = ${verificationId}`);
  await recordEvent(tx, { type: 'verification_decided', verificationId, decision: decision.kind });
  return { subjectType: row.subject_type, subjectId: row.subject_id, siret: row.siret };
}

/** The object keys among these that a request still owns (the sweep of orphaned files asks). */
export async function verificationDocumentKeysInUse(
  db: Queryable,
  keys: readonly string[],
): Promise<Set<string>> {
  const rows = await db.execute<{ document_key: string }>(sql`
    select document_key from business_verifications where document_key = any(${sql.param(keys)}::text[])`);
  return new Set(rows.rows.map((row) => row.document_key));
}
