import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, fieldControlClasses } from '../../../components/ui/form-field';

type SecondFactorCodeFieldProps = {
  label: string;
  error: string | undefined;
  /** The field's `register(...)`. */
  registration: UseFormRegisterReturn;
  /** Said under the field, e.g. that a backup code works too. */
  hint?: string;
  /** Only the app's six digits (the set-up's confirmation): a numeric keyboard on phones. */
  isDigitsOnly?: boolean;
};

/** A code from the authenticator app (or a backup code), wherever a change asks for the second factor. */
export function SecondFactorCodeField({
  label,
  error,
  registration,
  hint,
  isDigitsOnly = false,
}: SecondFactorCodeFieldProps) {
  const hintId = useId();
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <>
          <input
            {...control}
            {...registration}
            type="text"
            inputMode={isDigitsOnly ? 'numeric' : undefined}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            aria-required="true"
            aria-describedby={
              [control['aria-describedby'], hint ? hintId : undefined].filter(Boolean).join(' ') || undefined
            }
            className={`${fieldControlClasses} font-mono tracking-widest`}
          />
          {hint && (
            <p id={hintId} className="text-ink-muted text-xs">
              {hint}
            </p>
          )}
        </>
      )}
    </FormField>
  );
}
