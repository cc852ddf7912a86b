import type { IssuedDocument } from '@escouade/contract/billing';
import type { BillingMode, PayoutInput } from '@escouade/contract/timesheets';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { inIssuanceQueue } from '../billing/invoices.service.ts';
import { saveBillingMode } from '../billing/project-billing.ts';
import { issueTimeInvoice } from '../billing/time-invoices.ts';
import { recordPayout } from '../timesheets/earnings.service.ts';
import { recordAudit } from './admin-users.service.ts';
import { changeProjectBilling } from './project-billing-change.ts';

// How a project is billed, its monthly invoice of approved hours, and the payouts to its members: each written to
// the audit log in the transaction that makes it.

export async function setBillingMode(
  db: Database,
  { actor, projectId, mode }: { actor: Actor; projectId: string; mode: BillingMode },
): Promise<{ mode: BillingMode }> {
  const after = await changeProjectBilling(db, {
    actor,
    projectId,
    action: 'project.billing-mode',
    setting: 'mode',
    save: (tx) => saveBillingMode(tx, projectId, mode),
  });
  return { mode: after };
}

export async function issueMonthInvoice(
  db: Database,
  input: { actor: Actor; projectId: string; month: string },
): Promise<IssuedDocument> {
  return inIssuanceQueue(() =>
    db.transaction(async (tx) => {
      const issued = await issueTimeInvoice(tx, input);
      await recordAudit(tx, {
        actor: input.actor,
        action: 'invoice.issue',
        targetType: 'invoice',
        targetId: issued.id,
        after: {
          number: issued.number,
          projectId: input.projectId,
          month: input.month,
          weeks: issued.weekIds.length,
          netCents: issued.netCents,
        },
      });
      return { id: issued.id, number: issued.number };
    }),
  );
}

export async function recordMemberPayout(
  db: Database,
  input: { actor: Actor; projectId: string } & Omit<PayoutInput, 'reference'> & { reference?: string | null },
): Promise<{ id: string; owedCents: number; paidCents: number }> {
  return db.transaction(async (tx) => {
    const payout = await recordPayout(tx, {
      projectId: input.projectId,
      memberId: input.memberId,
      amountCents: input.amountCents,
      paidOn: input.paidOn,
      reference: input.reference ?? null,
    });
    await recordAudit(tx, {
      actor: input.actor,
      action: 'member.payout',
      targetType: 'project',
      targetId: input.projectId,
      after: { memberId: input.memberId, amountCents: input.amountCents, paidOn: input.paidOn },
    });
    return payout;
  });
}
