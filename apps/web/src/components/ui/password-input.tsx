import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { fieldControlClasses } from './form-field';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & { id: string };

/**
 * A password input with a show/hide toggle (44 px target) inside its right edge; the toggle's name says what
 * it will do ("Afficher le mot de passe" / "Masquer le mot de passe").
 */
export function PasswordInput(inputProps: PasswordInputProps) {
  const { t } = useTranslation('common');
  const [isVisible, setIsVisible] = useState(false);

  return (
    <div className="relative">
      <input
        {...inputProps}
        type={isVisible ? 'text' : 'password'}
        className={`${fieldControlClasses} pr-12`}
      />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-controls={inputProps.id}
        aria-label={isVisible ? t('hidePassword') : t('showPassword')}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-md text-ink-muted hover:text-ink"
      >
        {isVisible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}
