import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useCancelAdminProject } from '../api/cancel-admin-project';

type CancelProjectDialogProps = {
  /** The project to cancel once confirmed; null while the dialog is closed. */
  project: { id: string; title: string } | null;
  onClose: () => void;
};

/**
 * The confirmation before an administrator cancels a project, and the cancellation, told in a toast (the page shows
 * the Toaster): the list's rows and a project's page ask the same question and do the same thing.
 */
export function CancelProjectDialog({ project, onClose }: CancelProjectDialogProps) {
  const { t } = useTranslation(['adminArea', 'errors']);
  const cancel = useCancelAdminProject();
  const title = project?.title || t('project.untitled');

  const onConfirm = async () => {
    if (!project) return;
    try {
      await cancel.mutateAsync(project.id);
      toast.success(t('projects.cancelled', { title }));
    } catch (error) {
      toast.error(t('projects.cancelFailed', { reason: apiErrorMessage(t, error) }));
    }
  };

  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('projects.cancelNamed', { title })}
      description={t('projects.confirmCancel', { title })}
      confirmLabel={t('projects.confirm')}
      cancelLabel={t('projects.keep')}
      onConfirm={onConfirm}
    />
  );
}
