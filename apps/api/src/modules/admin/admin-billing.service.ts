import type {
  AgencySettingsInput,
  AgencySettingsResponse,
  IssuedDocument,
  ProjectQuote,
} from '@escouade/contract/billing';
import type { Actor } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { saveAgencySettings } from '../billing/agency-settings.ts';
import {
  inIssuanceQueue,
  issueCreditNote,
  issueMilestoneInvoice,
  recordPayment,
} from '../billing/invoices.service.ts';
import { saveProjectFee } from '../billing/project-billing.ts';
import { ensureCurrentQuote, getProjectQuote } from '../billing/quotes.service.ts';
import { recordAudit } from './admin-users.service.ts';
import { changeProjectBilling } from './project-billing-change.ts';

// What the agency does with its money, each change written to the audit log in its own transaction.

export async function updateAgencySettings(
  db: Database,
  { actor, input }: { actor: Actor; input: AgencySettingsInput },
): Promise<AgencySettingsResponse> {
  return db.transaction(async (tx) => {
    const { before, after } = await saveAgencySettings(tx, input);
    await recordAudit(tx, {
      actor,
      action: 'agency.update',
      targetType: 'agency',
      targetId: 'agency',
      before,
      after: after.settings,
    });
    return after;
  });
}

export async function setProjectFee(
  db: Database,
  { actor, projectId, feePercent }: { actor: Actor; projectId: string; feePercent: number | null },
): Promise<{ feePercent: number | null }> {
  const after = await changeProjectBilling(db, {
    actor,
    projectId,
    action: 'project.fee',
    setting: 'feePercent',
    save: (tx) => saveProjectFee(tx, projectId, feePercent),
  });
  return { feePercent: after };
}

export async function issueInvoiceOfMilestone(
  db: Database,
  input: { actor: Actor; projectId: string; milestoneId: string; amountCents: number },
): Promise<IssuedDocument> {
  return inIssuanceQueue(() =>
    db.transaction(async (tx) => {
      const issued = await issueMilestoneInvoice(tx, input);
      await recordAudit(tx, {
        actor: input.actor,
        action: 'invoice.issue',
        targetType: 'invoice',
        targetId: issued.id,
        after: {
          number: issued.number,
          projectId: input.projectId,
          milestoneId: input.milestoneId,
          netCents: issued.netCents,
        },
      });
      return { id: issued.id, number: issued.number };
    }),
  );
}

export async function creditInvoice(
  db: Database,
  input: { actor: Actor; invoiceId: string; reason: string; amountCents?: number },
): Promise<IssuedDocument> {
  return inIssuanceQueue(() =>
    db.transaction(async (tx) => {
      const issued = await issueCreditNote(tx, input);
      await recordAudit(tx, {
        actor: input.actor,
        action: 'invoice.credit',
        targetType: 'invoice',
        targetId: input.invoiceId,
        after: { number: issued.number, netCents: issued.netCents, reason: input.reason },
      });
      return { id: issued.id, number: issued.number };
    }),
  );
}

export async function recordInvoicePayment(
  db: Database,
  input: { actor: Actor; invoiceId: string; amountCents: number; paidOn: string; reference: string | null },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const payment = await recordPayment(tx, input);
    await recordAudit(tx, {
      actor: input.actor,
      action: 'invoice.payment',
      targetType: 'invoice',
      targetId: input.invoiceId,
      after: { number: payment.number, amountCents: input.amountCents, paidOn: input.paidOn },
    });
    return { id: payment.id };
  });
}

/**
 * Drafts the project's quote again (a new version dated today, its validity starting over) while the client has
 * not accepted it: after a change of plan, rates or terms, or once it expired.
 */
export async function redraftQuote(
  db: Database,
  { actor, projectId }: { actor: Actor; projectId: string },
): Promise<ProjectQuote> {
  await db.transaction(async (tx) => {
    const { row } = await ensureCurrentQuote(tx, projectId, { force: true });
    await recordAudit(tx, {
      actor,
      action: 'quote.draft',
      targetType: 'project',
      targetId: projectId,
      after: { number: row?.number, version: row?.version, documentSha256: row?.document_sha256 },
    });
  });
  return getProjectQuote(db, actor, projectId);
}
