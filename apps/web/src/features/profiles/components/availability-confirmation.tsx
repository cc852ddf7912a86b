import { AVAILABILITY_CONFIRMATION_DAYS, type MyProfile } from '@escouade/contract/profiles';
import { CalendarCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useTranslation } from '../../../lib/use-translation';
import { useConfirmAvailability } from '../api/confirm-availability';

/**
 * Asks a professional whose availability has not been confirmed for a while whether it still holds: clients
 * see it as unconfirmed until they say so (or save their profile).
 */
export function AvailabilityConfirmation({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation(['profiles', 'errors']);
  const confirm = useConfirmAvailability();
  const [isConfirmed, setIsConfirmed] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);

  if (isConfirmed) {
    return (
      <FormAlert ref={doneRef} tone="success">
        <p>{t('availabilityConfirmation.done', { days: AVAILABILITY_CONFIRMATION_DAYS })}</p>
      </FormAlert>
    );
  }
  // A profile never saved has nothing to confirm yet: the form below is where availability is first said.
  if (!profile.isAvailabilityStale || profile.availabilityConfirmedAt === null) return null;
  return (
    <section
      aria-labelledby="availability-confirmation-title"
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-ink text-sm"
    >
      <h2 id="availability-confirmation-title" className="flex items-center gap-2 font-semibold">
        <CalendarCheck aria-hidden="true" className="size-4 shrink-0 text-amber-900" />
        {t('availabilityConfirmation.title')}
      </h2>
      <p>
        {t('availabilityConfirmation.body', {
          days: AVAILABILITY_CONFIRMATION_DAYS,
          status: t(`availability.${profile.availabilityStatus}`),
        })}
      </p>
      {confirm.isError && (
        <FormAlert tone="error">
          <p>{apiErrorMessage(t, confirm.error)}</p>
        </FormAlert>
      )}
      <Button
        className="self-start"
        disabled={confirm.isPending}
        onClick={() =>
          confirm.mutate(profile.id, {
            onSuccess: () => {
              setIsConfirmed(true);
              requestAnimationFrame(() => doneRef.current?.focus());
            },
          })
        }
      >
        {confirm.isPending ? t('availabilityConfirmation.pending') : t('availabilityConfirmation.confirm')}
      </Button>
    </section>
  );
}
