import type { Plan } from '@escouade/contract/plans';
import { PackageCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useCloseProject } from '../../api/milestone-delivery';

/**
 * For the client: how many milestones are accepted, and once all are, closing the project as delivered (which
 * opens the reviews and makes the project read-only).
 */
export function CloseProject({ plan, onAnnounce }: { plan: Plan; onAnnounce: (message: string) => void }) {
  const { t } = useTranslation(['projects', 'errors']);
  const id = useId();
  const close = useCloseProject(plan.projectId);
  const [isConfirming, setIsConfirming] = useState(false);
  const accepted = plan.milestones.filter((milestone) => milestone.deliveryStatus === 'accepted').length;
  const total = plan.milestones.length;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2 rounded-md border border-line p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold text-ink">
        {t('delivery.close.title')}
      </h3>
      <p className="text-ink text-sm">{t('delivery.close.progress', { count: accepted, total })}</p>
      <p className="text-ink-muted text-sm">
        {plan.canClose ? t('delivery.close.ready') : t('delivery.close.notYet')}
      </p>
      {close.isError && (
        <FormAlert tone="error">
          <p>{apiErrorMessage(t, close.error)}</p>
        </FormAlert>
      )}
      {plan.canClose && (
        <Button className="self-start" onClick={() => setIsConfirming(true)}>
          <PackageCheck aria-hidden="true" className="size-4" />
          {t('delivery.close.button')}
        </Button>
      )}
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('delivery.close.dialogTitle')}
        description={t('delivery.close.dialogDescription')}
        confirmLabel={t('delivery.close.confirm')}
        pendingLabel={t('delivery.sending')}
        cancelLabel={t('delivery.cancel')}
        onConfirm={async () => {
          try {
            await close.mutateAsync();
            onAnnounce(t('delivery.announce.closed'));
          } catch {
            // Shown above the button.
          }
        }}
      />
    </section>
  );
}
