import type { Delivery } from '@escouade/contract/delivery';
import type { Milestone, Plan } from '@escouade/contract/plans';
import { clsx } from 'clsx';
import { CircleCheck, CircleDashed, MessageSquareWarning, PackageCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useAnswerDelivery } from '../../api/milestone-delivery';
import { formatDate, formatPersonName } from '../../format';
import { AttachmentList } from '../collaboration/attachment-list';
import { DeliveryDialog } from './delivery-dialog';

const STATUS_STYLES: Record<Milestone['deliveryStatus'], { className: string; icon: typeof Send }> = {
  open: { className: 'border-slate-300 bg-slate-50 text-slate-800', icon: CircleDashed },
  delivered: { className: 'border-amber-300 bg-amber-50 text-amber-900', icon: PackageCheck },
  changes_requested: {
    className: 'border-danger-200 bg-danger-50 text-danger-800',
    icon: MessageSquareWarning,
  },
  accepted: { className: 'border-success-200 bg-success-50 text-success-800', icon: CircleCheck },
};

/** Where a milestone's delivery stands, in words. */
export function DeliveryStatusBadge({ status }: { status: Milestone['deliveryStatus'] }) {
  const { t } = useTranslation('projects');
  const { className, icon: Icon } = STATUS_STYLES[status];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`delivery.status.${status}`)}
    </span>
  );
}

type MilestoneDeliveryProps = { plan: Plan; milestone: Milestone; onAnnounce: (message: string) => void };

/**
 * A milestone's deliveries and the client's answers, oldest first, with the next step for whoever takes it: a
 * member delivers (again, after changes were asked); the client accepts or asks for changes.
 */
export function MilestoneDelivery({ plan, milestone, onAnnounce }: MilestoneDeliveryProps) {
  const { t } = useTranslation(['projects', 'errors']);
  const answer = useAnswerDelivery(plan.projectId);
  const [dialog, setDialog] = useState<'deliver' | 'changes' | null>(null);
  const [dialogKey, setDialogKey] = useState(0);
  const [isAccepting, setIsAccepting] = useState(false);
  const status = milestone.deliveryStatus;
  const canDeliver =
    plan.canEdit && plan.viewerRole === 'member' && (status === 'open' || status === 'changes_requested');
  const canAnswer = plan.canEdit && plan.viewerRole === 'client' && status === 'delivered';
  const isSentBack = status === 'changes_requested';
  const open = (mode: 'deliver' | 'changes') => {
    setDialogKey((key) => key + 1);
    setDialog(mode);
  };

  if (milestone.deliveries.length === 0 && !canDeliver) return null;
  return (
    <div className="flex flex-col gap-2 border-line border-t pt-3 text-sm">
      <h4 className="font-medium text-ink">{t('delivery.title', { title: milestone.title })}</h4>
      {milestone.deliveries.length > 0 && (
        <ol className="flex flex-col gap-2">
          {milestone.deliveries.map((delivery) => (
            <DeliveryEntry key={delivery.id} delivery={delivery} />
          ))}
        </ol>
      )}
      {answer.isError && (
        <FormAlert tone="error">
          <p>{apiErrorMessage(t, answer.error)}</p>
        </FormAlert>
      )}
      {(canDeliver || canAnswer) && (
        <div className="flex flex-wrap gap-2">
          {canDeliver && (
            <Button onClick={() => open('deliver')}>
              <Send aria-hidden="true" className="size-4" />
              {isSentBack ? t('delivery.deliverAgain') : t('delivery.deliver.button')}
            </Button>
          )}
          {canAnswer && (
            <>
              <Button onClick={() => setIsAccepting(true)}>
                <CircleCheck aria-hidden="true" className="size-4" />
                {t('delivery.accept.button')}
              </Button>
              <Button variant="secondary" onClick={() => open('changes')}>
                <MessageSquareWarning aria-hidden="true" className="size-4" />
                {t('delivery.changes.button')}
              </Button>
            </>
          )}
        </div>
      )}
      {dialog && (
        <DeliveryDialog
          key={dialogKey}
          open
          onOpenChange={(isOpen) => {
            if (!isOpen) setDialog(null);
          }}
          projectId={plan.projectId}
          milestone={milestone}
          mode={dialog}
          onDone={onAnnounce}
        />
      )}
      <ConfirmDialog
        open={isAccepting}
        onOpenChange={setIsAccepting}
        title={t('delivery.accept.title', { title: milestone.title })}
        description={t('delivery.accept.description')}
        confirmLabel={t('delivery.accept.confirm')}
        pendingLabel={t('delivery.sending')}
        cancelLabel={t('delivery.cancel')}
        onConfirm={async () => {
          try {
            await answer.mutateAsync({ milestoneId: milestone.id, comment: null });
            onAnnounce(t('delivery.announce.accepted', { title: milestone.title }));
          } catch {
            // Shown above the buttons.
          }
        }}
      />
    </div>
  );
}

function DeliveryEntry({ delivery }: { delivery: Delivery }) {
  const { t, i18n } = useTranslation('projects');
  const language = i18n.resolvedLanguage ?? 'fr';
  const author = delivery.author ? formatPersonName(delivery.author, t('unnamed')) : t('formerMember');
  const isAccepted = delivery.decision === 'accepted';
  const isSentBack = delivery.decision === 'changes_requested';
  return (
    <li className="flex flex-col gap-1.5 rounded-md border border-line p-3">
      <p className="text-ink-muted text-xs">
        {t('delivery.deliveredBy', { name: author, date: formatDate(delivery.createdAt, language) })}
      </p>
      <p className="whitespace-pre-wrap break-words text-ink">{delivery.note}</p>
      <AttachmentList attachments={delivery.attachments} />
      {isAccepted && delivery.decidedAt && (
        <p className="flex items-center gap-1.5 font-medium text-success-800">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t('delivery.acceptedOn', { date: formatDate(delivery.decidedAt, language) })}
        </p>
      )}
      {isSentBack && delivery.decidedAt && (
        <div className="rounded-md bg-danger-50 p-2">
          <p className="font-medium text-danger-800">
            {t('delivery.changesOn', { date: formatDate(delivery.decidedAt, language) })}
          </p>
          <p className="whitespace-pre-wrap break-words text-ink">{delivery.decisionComment}</p>
        </div>
      )}
    </li>
  );
}
