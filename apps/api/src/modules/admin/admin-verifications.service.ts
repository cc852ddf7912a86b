import type { FastifyReply } from 'fastify';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { ObjectStore } from '../../uploads/object-store.ts';
import { encodeExtendedValue } from '../plans/attachment-download.ts';
import {
  decideVerification,
  findVerificationDocument,
  type VerificationDecision,
  type VerificationSubjects,
} from '../verification/verification.service.ts';
import { recordAudit } from './admin-users.service.ts';

// The verification queue's decisions, each written to the audit log in the transaction that makes it.

export async function decideVerificationRequest(
  db: Database,
  subjects: VerificationSubjects,
  {
    actor,
    verificationId,
    decision,
  }: { actor: Actor; verificationId: string; decision: VerificationDecision },
): Promise<{ subjectType: string; subjectId: string }> {
  return db.transaction(async (tx) => {
    const decided = await decideVerification(tx, subjects, { reviewer: actor, verificationId, decision });
    await recordAudit(tx, {
      actor,
      action: decision.kind === 'approved' ? 'verification.approve' : 'verification.reject',
      targetType: 'verification',
      targetId: verificationId,
      before: { status: 'pending' },
      after: {
        status: decision.kind,
        subjectType: decided.subjectType,
        subjectId: decided.subjectId,
        siret: decided.siret,
        ...(decision.kind === 'rejected' ? { reason: decision.reason } : {}),
      },
    });
    return decided;
  });
}

/**
 * Sends a request's registration document to an administrator: downloaded, never rendered in the
 * application's origin, never kept by a shared cache.
 */
export async function serveVerificationDocument(
  db: Database,
  objects: ObjectStore,
  reply: FastifyReply,
  verificationId: string,
) {
  const document = await findVerificationDocument(db, verificationId);
  const object = await objects.get(document.key);
  if (!object) throw new AppError('VERIFICATION_NOT_FOUND', 'The document is gone');
  reply
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeExtendedValue(document.fileName)}`)
    .type('application/pdf');
  if (object.size !== undefined) reply.header('content-length', object.size);
  return reply.send(object.body);
}
