import type { Invitation } from '@escouade/contract/projects';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { type InvitationAnswer, useRespondToInvitation } from '../api/respond-to-invitation';
import { apiErrorMessage } from '../../../lib/api-error-message';

type InvitationActionsProps = {
  invitation: Pick<Invitation, 'id' | 'projectTitle'>;
  /**
   * The answer was recorded; the buttons disappear with the pending status, so the caller moves the focus
   * (to the message it shows).
   */
  onAnswered: (invitation: Invitation, answer: InvitationAnswer) => void;
};

/** Accept, or decline after a confirmation, an invitation to a project team. */
export function InvitationActions({ invitation, onAnswered }: InvitationActionsProps) {
  const { t } = useTranslation(['projects', 'errors']);
  const respond = useRespondToInvitation();
  const [isConfirmingDecline, setIsConfirmingDecline] = useState(false);
  const title = invitation.projectTitle || t('untitled');

  const answer = async (choice: InvitationAnswer) => {
    try {
      const updated = await respond.mutateAsync({ invitationId: invitation.id, answer: choice });
      onAnswered(updated, choice);
    } catch {
      // Shown under the buttons.
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          onClick={() => void answer('accept')}
          disabled={respond.isPending}
          aria-label={respond.isPending ? undefined : t('invitations.acceptNamed', { title })}
        >
          <Check aria-hidden="true" className="size-4" />
          {respond.isPending && respond.variables?.answer === 'accept'
            ? t('invitations.accepting')
            : t('invitations.accept')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => setIsConfirmingDecline(true)}
          disabled={respond.isPending}
          aria-label={t('invitations.declineNamed', { title })}
        >
          <X aria-hidden="true" className="size-4" />
          {t('invitations.decline')}
        </Button>
      </div>
      {respond.isError && (
        <FormAlert tone="error">
          <p>{apiErrorMessage(t, respond.error)}</p>
        </FormAlert>
      )}
      <ConfirmDialog
        open={isConfirmingDecline}
        onOpenChange={setIsConfirmingDecline}
        title={t('invitations.declineDialog.title')}
        description={t('invitations.declineDialog.description', { title })}
        confirmLabel={t('invitations.declineDialog.confirm')}
        pendingLabel={t('invitations.declining')}
        cancelLabel={t('invitations.declineDialog.cancel')}
        onCloseAutoFocus={(event) => {
          // Answered: the button is gone, the caller has moved the focus already.
          if (respond.isSuccess) event.preventDefault();
        }}
        onConfirm={() => answer('decline')}
      />
    </div>
  );
}
