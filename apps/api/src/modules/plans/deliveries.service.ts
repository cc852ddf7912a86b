import type { Plan } from '@escouade/contract/plans';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/session.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { deleteAttachmentFiles, storeAttachments } from '../../uploads/attachment-store.ts';
import type { ObjectStore } from '../../uploads/object-store.ts';
import type { UploadedFile } from '../../uploads/read-image-upload.ts';
import { recordActivity } from '../projects/activity.ts';
import { recordAttachments } from './attachments.ts';
import { lockForEditing } from './plan-access.ts';
import { viewerRoleOf } from '../projects/project-access.ts';
import { getPlan } from './plans.service.ts';
import { markDelivered, startIfStaffed } from '../projects/project-lifecycle.ts';
import { recordEvent } from '../events/events.ts';

// Handing over the work: a member delivers a milestone (a note, files); the client accepts it or asks for
// changes with a comment, after which a member delivers again; once every milestone is accepted the client
// closes the project as delivered. An accepted milestone is final.

type DeliveryStatus = 'open' | 'delivered' | 'changes_requested' | 'accepted';

export async function deliverMilestone(
  db: Database,
  objects: ObjectStore,
  {
    actor,
    projectId,
    milestoneId,
    note,
    files,
  }: { actor: Actor; projectId: string; milestoneId: string; note: string; files: UploadedFile[] },
): Promise<Plan> {
  // Checked before any file is stored, then again under the lock.
  await assertMayDeliver(db, { actor, projectId, milestoneId });
  const stored = await storeAttachments(objects, files);
  try {
    await db.transaction(async (tx) => {
      const { project, milestone } = await lockDeliverableMilestone(tx, actor, projectId, milestoneId);
      const inserted = await tx.execute<{ id: string }>(sql`
        insert into milestone_deliveries (project_id, milestone_id, author_id, note, created_at)
        values (${projectId}, ${milestoneId}, ${actor.id}, ${note}, clock_timestamp()) returning id`);
      await recordAttachments(tx, projectId, { deliveryId: inserted.rows[0]!.id }, stored);
      await setDeliveryStatus(tx, milestoneId, 'delivered');
      await recordActivity(tx, {
        projectId,
        actorId: actor.id,
        kind: 'milestone_delivered',
        subject: milestone.title,
      });
      await recordEvent(tx, { type: 'milestone_delivered', projectId, milestoneId, memberId: actor.id });
      await startIfStaffed(tx, project, actor.id);
    });
  } catch (error) {
    await deleteAttachmentFiles(
      objects,
      stored.map((file) => file.storageKey),
    );
    throw error;
  }
  return getPlan(db, { actor, projectId });
}

/**
 * Whether the actor may deliver this milestone now: a member of the team, the milestone open or with changes
 * asked. The route asks before reading the files of the delivery, and the service again under the lock.
 */
export async function assertMayDeliver(
  db: Database,
  { actor, projectId, milestoneId }: { actor: Actor; projectId: string; milestoneId: string },
): Promise<void> {
  await db.transaction((tx) => lockDeliverableMilestone(tx, actor, projectId, milestoneId));
}

async function lockDeliverableMilestone(
  tx: Transaction,
  actor: Actor,
  projectId: string,
  milestoneId: string,
) {
  const locked = await lockMilestoneFor(tx, actor, projectId, milestoneId, 'member');
  const status = locked.milestone.delivery_status;
  if (status !== 'open' && status !== 'changes_requested') {
    throw new AppError('MILESTONE_NOT_DELIVERABLE', `The milestone is ${status}`);
  }
  return locked;
}

/** The client's answer to the delivery awaiting one: accepted (final), or changes asked with a comment. */
export async function answerDelivery(
  db: Database,
  {
    actor,
    projectId,
    milestoneId,
    decision,
  }: {
    actor: Actor;
    projectId: string;
    milestoneId: string;
    decision: { kind: 'accepted' } | { kind: 'changes_requested'; comment: string };
  },
): Promise<Plan> {
  await db.transaction(async (tx) => {
    const { milestone } = await lockMilestoneFor(tx, actor, projectId, milestoneId, 'client');
    if (milestone.delivery_status !== 'delivered') {
      throw new AppError('MILESTONE_NOT_DELIVERED', `The milestone is ${milestone.delivery_status}`);
    }
    const comment = decision.kind === 'changes_requested' ? decision.comment : null;
    await tx.execute(sql`
      update milestone_deliveries set decision = ${decision.kind}, decision_comment = ${comment},
        decided_by = ${actor.id}, decided_at = now()
      where id = (select id from milestone_deliveries where milestone_id = ${milestoneId} and decision is null
        order by created_at desc, id desc limit 1)`);
    await setDeliveryStatus(tx, milestoneId, decision.kind);
    await recordActivity(tx, {
      projectId,
      actorId: actor.id,
      kind: decision.kind === 'accepted' ? 'milestone_accepted' : 'milestone_changes_requested',
      subject: milestone.title,
    });
    await recordEvent(tx, {
      type: 'milestone_answered',
      projectId,
      milestoneId,
      answer: decision.kind,
      clientId: actor.id,
    });
  });
  return getPlan(db, { actor, projectId });
}

/** The client closes the project as delivered: it has milestones, and every one is accepted. */
export async function closeAsDelivered(
  db: Database,
  { actor, projectId }: { actor: Actor; projectId: string },
): Promise<Plan> {
  await db.transaction(async (tx) => {
    const { project, team } = await lockForEditing(tx, actor, projectId);
    if (viewerRoleOf(project, team, actor) !== 'client') {
      throw new AppError('FORBIDDEN', 'Only the client closes the project');
    }
    const counts = await tx.execute<{ total: number; accepted: number }>(sql`
      select count(*)::int as total, count(*) filter (where delivery_status = 'accepted')::int as accepted
      from project_milestones where project_id = ${projectId}`);
    const { total = 0, accepted = 0 } = counts.rows[0] ?? {};
    if (total === 0 || accepted < total) {
      throw new AppError('MILESTONES_NOT_ACCEPTED', `${accepted} of ${total} milestones accepted`);
    }
    await markDelivered(tx, project, actor.id);
  });
  return getPlan(db, { actor, projectId });
}

/**
 * Locks the project and the milestone for a step of its delivery, done by the side that takes it: a member
 * delivers, the client answers.
 */
async function lockMilestoneFor(
  tx: Transaction,
  actor: Actor,
  projectId: string,
  milestoneId: string,
  side: 'client' | 'member',
) {
  const { project, team } = await lockForEditing(tx, actor, projectId);
  if (viewerRoleOf(project, team, actor) !== side) {
    throw new AppError(
      'FORBIDDEN',
      side === 'member' ? 'A member of the team delivers' : 'The client answers a delivery',
    );
  }
  const found = await tx.execute<{ title: string; delivery_status: DeliveryStatus }>(sql`
    select title, delivery_status from project_milestones
    where project_id = ${projectId} and id = ${milestoneId} for update`);
  const milestone = found.rows[0];
  if (!milestone) throw new AppError('MILESTONE_NOT_FOUND', 'No such milestone');
  return { project, milestone };
}

async function setDeliveryStatus(tx: Transaction, milestoneId: string, status: DeliveryStatus) {
  await tx.execute(sql`
    update project_milestones set delivery_status = ${status},
      accepted_at = ${status === 'accepted' ? sql`now()` : sql`null`}, updated_at = now()
    where id = ${milestoneId}`);
}
