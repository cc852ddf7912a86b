import { AlertDialog } from 'radix-ui';
import { type MouseEvent, type ReactNode, useRef, useState } from 'react';
import { buttonClasses } from './button';
import { QuietFocusGuards } from './quiet-focus-guards';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown on the confirm button while `onConfirm` runs. */
  pendingLabel?: string;
  /** A destructive action gets a red confirm button. */
  tone?: 'danger' | 'default';
  /** May be async: the dialog stays open (buttons disabled) until it settles, then closes. */
  onConfirm: () => unknown;
  /** Where focus goes on close; call `event.preventDefault()` to move it yourself (default: the trigger). */
  onCloseAutoFocus?: (event: Event) => void;
};

/** The Radix part of {@link ConfirmDialog} (./confirm-dialog.tsx), which loads it on first open. */
export function ConfirmDialogPanel({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  tone = 'danger',
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const [isPending, setIsPending] = useState(false);
  // Without a Radix Trigger, Radix has nowhere to return focus: the element focused at opening is kept here.
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const confirm = async (event: MouseEvent) => {
    // Closed once the action settles, not on click: the user sees it is running.
    event.preventDefault();
    setIsPending(true);
    try {
      await onConfirm();
    } finally {
      setIsPending(false);
      onOpenChange(false);
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <AlertDialog.Content
          onOpenAutoFocus={() => {
            // Called before focus moves into the dialog.
            returnFocusRef.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            if (returnFocusRef.current?.isConnected) returnFocusRef.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none"
        >
          <QuietFocusGuards isTrappingFocus />
          <AlertDialog.Title className="text-pretty font-semibold text-ink text-lg">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-muted text-sm">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('secondary')} disabled={isPending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses(tone === 'danger' ? 'danger' : 'primary')}
              disabled={isPending}
              onClick={confirm}
            >
              {isPending && pendingLabel ? pendingLabel : confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
