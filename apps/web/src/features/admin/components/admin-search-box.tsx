import { Search } from 'lucide-react';
import { type Ref, useId } from 'react';
import { fieldControlClasses } from '../../../components/ui/form-field';

type AdminSearchBoxProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Focus returns here when a dialog opened from the list closes and its trigger is gone. */
  inputRef?: Ref<HTMLInputElement>;
  maxLength?: number;
  /** Off for addresses and names, which a spell checker underlines for nothing. */
  spellCheck?: boolean;
};

/** The search landmark above an admin list: a labelled field with its magnifier, searching as one types. */
export function AdminSearchBox({
  label,
  placeholder,
  value,
  onChange,
  inputRef,
  maxLength = 200,
  spellCheck,
}: AdminSearchBoxProps) {
  const id = useId();
  return (
    <div role="search" className="mt-6 max-w-xl">
      <label htmlFor={id} className="font-medium text-ink text-sm">
        {label}
      </label>
      <div className="relative mt-1.5">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          ref={inputRef}
          id={id}
          type="search"
          value={value}
          maxLength={maxLength}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={spellCheck}
          className={`${fieldControlClasses} pl-9`}
        />
      </div>
    </div>
  );
}
