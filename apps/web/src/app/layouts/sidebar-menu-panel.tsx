import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { QuietFocusGuards } from '../../components/ui/quiet-focus-guards';

export type SidebarMenuPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  /** The button that opened the menu: focus goes back to it on close. */
  openerRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
};

/** The Radix part of the small-screen menu of ./sidebar-shell.tsx, which loads it on first open. */
export function SidebarMenuPanel({
  open,
  onOpenChange,
  title,
  closeLabel,
  openerRef,
  children,
}: SidebarMenuPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to a Dialog.Trigger; the opener is a plain button (loaded with the page).
            event.preventDefault();
            openerRef.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto bg-white shadow-xl focus:outline-none md:hidden"
        >
          <QuietFocusGuards isTrappingFocus />
          <div className="flex items-center justify-between gap-2 px-4 py-2">
            <Dialog.Title className="font-semibold text-ink">{title}</Dialog.Title>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50">
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{closeLabel}</span>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
