import type { PublicConsent, Review } from '@escouade/contract/delivery';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useSetPublicConsent } from '../../api/project-reviews';

/**
 * A client's agreement to show their review of a member on the public pages: off unless they tick it, with the
 * name as they choose, the budget only if they say so. Null means not shown.
 */
export function PublicConsentFields({
  value,
  onChange,
}: {
  value: PublicConsent | null;
  onChange: (value: PublicConsent | null) => void;
}) {
  const { t } = useTranslation('projects');
  const id = useId();
  // Kept while unticked, so ticking again restores what was chosen.
  const [choice, setChoice] = useState<PublicConsent>(value ?? { name: 'initial', withBudget: false });
  const update = (next: PublicConsent) => {
    setChoice(next);
    onChange(next);
  };
  return (
    <fieldset className="flex flex-col gap-1 rounded-md border border-line p-3">
      <legend className="px-1 font-medium text-ink text-sm">{t('reviews.public.legend')}</legend>
      <CheckboxField
        label={t('reviews.public.show')}
        checked={value !== null}
        onChange={(event) => onChange(event.currentTarget.checked ? choice : null)}
        aria-describedby={`${id}-hint`}
      />
      {value !== null && (
        <div className="flex flex-col gap-1 pl-9">
          <fieldset>
            <legend className="text-ink text-sm">{t('reviews.public.nameLegend')}</legend>
            {(['initial', 'full'] as const).map((name) => (
              <label key={name} className="flex min-h-11 cursor-pointer items-center gap-3 text-ink text-sm">
                <input
                  type="radio"
                  name={`${id}-name`}
                  checked={value.name === name}
                  onChange={() => update({ ...value, name })}
                  className="size-5 accent-brand-700"
                />
                {t(name === 'full' ? 'reviews.public.nameFull' : 'reviews.public.nameInitial')}
              </label>
            ))}
          </fieldset>
          <CheckboxField
            label={t('reviews.public.withBudget')}
            checked={value.withBudget}
            onChange={(event) => update({ ...value, withBudget: event.currentTarget.checked })}
          />
        </div>
      )}
      <p id={`${id}-hint`} className="text-ink-muted text-xs">
        {t('reviews.public.hint')}
      </p>
    </fieldset>
  );
}

/** The same choice on a published review, which no longer changes otherwise: given, changed or withdrawn. */
export function PublicConsentForm({ projectId, review }: { projectId: string; review: Review }) {
  const { t } = useTranslation(['projects', 'errors']);
  const save = useSetPublicConsent(projectId);
  const [value, setValue] = useState<PublicConsent | null>(review.publicConsent ?? null);
  const [saved, setSaved] = useState('');
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setSaved('');
    try {
      const result = await save.mutateAsync({ reviewId: review.id, publicConsent: value });
      setSaved(t(result.publicConsent ? 'reviews.public.savedShown' : 'reviews.public.savedHidden'));
    } catch {
      // Shown above the button; the choice stays as ticked.
    }
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      {save.isError && (
        <FormAlert tone="error">
          <p>{apiErrorMessage(t, save.error)}</p>
        </FormAlert>
      )}
      <PublicConsentFields value={value} onChange={setValue} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('reviews.public.saving') : t('reviews.public.save')}
        </Button>
        <p role="status" className="text-sm text-success-800 empty:hidden">
          {saved}
        </p>
      </div>
    </form>
  );
}
