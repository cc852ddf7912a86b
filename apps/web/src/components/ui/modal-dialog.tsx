import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { QuietFocusGuards } from './quiet-focus-guards';

type ModalDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Where focus goes on close; call `event.preventDefault()` to move it yourself (default: the trigger). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * A dialog holding a small form (Radix Dialog): focus moves into it and stays there, Escape and the overlay
 * close it, and focus goes back to what opened it.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  onCloseAutoFocus,
}: ModalDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none"
        >
          <QuietFocusGuards isTrappingFocus />
          <Dialog.Title className="text-pretty font-semibold text-ink text-lg">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-ink-muted text-sm">{description}</Dialog.Description>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
