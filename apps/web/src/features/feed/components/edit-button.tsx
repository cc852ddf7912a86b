import { Pencil } from 'lucide-react';
import type { Ref } from 'react';

/** The pencil button that puts the author's own post or comment into edit mode. */
export function EditButton({
  label,
  onClick,
  buttonRef,
}: {
  label: string;
  onClick: () => void;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onClick}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-brand-50 hover:text-brand-700"
    >
      <Pencil aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
