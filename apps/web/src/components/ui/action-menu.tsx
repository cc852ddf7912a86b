import { clsx } from 'clsx';
import { Ellipsis, type LucideIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import { QuietFocusGuards } from './quiet-focus-guards';

/** Below the trigger, less room than this and the menu opens upwards. */
export const MENU_OPEN_UPWARD_BELOW_PX = 150;

/** The keys with which the trigger opens the menu (Radix DropdownMenu). */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

export type ActionMenuItem = {
  key: string;
  label: string;
  icon?: LucideIcon;
  /** A destructive action is red and set apart from the others. */
  tone?: 'default' | 'danger';
  /**
   * Receives the menu's button, for the dialog the item opens to give the focus back to it. The dialog takes
   * the focus; the menu does not return it to the button.
   */
  onSelect: (trigger: HTMLButtonElement | null) => void;
};

type ActionMenuProps = {
  /** Accessible name of the trigger, e.g. "Actions for ana@example.com". */
  label: string;
  items: ActionMenuItem[];
  disabled?: boolean;
};

/**
 * A "more actions" button and its menu (Radix DropdownMenu: arrow keys, Home/End, type-ahead, Escape). The menu
 * is not modal: the page stays as it was for assistive technology (a modal menu hid it all, skip link and top
 * bar still focusable inside, and left the page without its main landmark and heading while open), and a
 * click or the focus outside closes it. It is rendered where its button is, not at the end of the body: it
 * belongs to the same landmark and comes next in reading order (placed on screen by Radix, `position: fixed`).
 * 12 rem wide, at most 200 px high (scrolls beyond), and opening upwards when less than 150 px remain below
 * the trigger. Every item is expected to open a dialog, which then owns the focus.
 */
export function ActionMenu({ label, items, disabled = false }: ActionMenuProps) {
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const [side, setSide] = useState<'top' | 'bottom'>('bottom');
  const selectedRef = useRef(false);
  const isOpeningWithKeyboardRef = useRef(false);

  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen || !triggerRef.current) return;
    selectedRef.current = false;
    const roomBelow = window.innerHeight - triggerRef.current.getBoundingClientRect().bottom;
    setSide(roomBelow < MENU_OPEN_UPWARD_BELOW_PX ? 'top' : 'bottom');
  };
  const onChosen = (item: ActionMenuItem) => {
    selectedRef.current = true;
    item.onSelect(triggerRef.current);
  };
  const regularItems = items.filter((item) => item.tone !== 'danger');
  const dangerItems = items.filter((item) => item.tone === 'danger');

  return (
    <DropdownMenu.Root modal={false} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        disabled={disabled}
        aria-label={label}
        onKeyDown={(event) => {
          isOpeningWithKeyboardRef.current = OPENING_KEYS.includes(event.key);
        }}
        onPointerDown={() => {
          isOpeningWithKeyboardRef.current = false;
        }}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60 data-[state=open]:bg-brand-50"
      >
        <Ellipsis aria-hidden="true" className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        side={side}
        align="end"
        sideOffset={4}
        collisionPadding={8}
        onFocus={(event) => {
          // Opened from the keyboard, the first item takes the focus. Radix does it too, but only once its items
          // have registered in an effect, which Preact may run after the menu took the focus (see
          // docs/decisions/0006-preact-compat.md).
          if (event.target !== event.currentTarget || !isOpeningWithKeyboardRef.current) return;
          isOpeningWithKeyboardRef.current = false;
          event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
        }}
        onCloseAutoFocus={(event) => {
          // The dialog an item opened has the focus; taking it back to the trigger would pull it out.
          if (selectedRef.current) event.preventDefault();
        }}
        className="z-50 max-h-[min(200px,var(--radix-dropdown-menu-content-available-height))] w-48 overflow-y-auto rounded-md border border-line bg-white p-1 shadow-lg"
      >
        <QuietFocusGuards isTrappingFocus={false} />
        {regularItems.map((item) => (
          <ActionMenuEntry key={item.key} item={item} onChosen={onChosen} />
        ))}
        {regularItems.length > 0 && dangerItems.length > 0 && (
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
        )}
        {dangerItems.map((item) => (
          <ActionMenuEntry key={item.key} item={item} onChosen={onChosen} />
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function ActionMenuEntry({
  item,
  onChosen,
}: {
  item: ActionMenuItem;
  onChosen: (item: ActionMenuItem) => void;
}) {
  const Icon = item.icon;
  return (
    <DropdownMenu.Item
      onSelect={() => onChosen(item)}
      className={clsx(
        'flex min-h-11 cursor-pointer select-none items-center gap-2 rounded px-3 text-sm outline-none data-[highlighted]:text-white',
        item.tone === 'danger'
          ? 'text-danger-700 data-[highlighted]:bg-danger-700'
          : 'text-ink data-[highlighted]:bg-brand-700',
      )}
    >
      {Icon && <Icon aria-hidden="true" className="size-4 shrink-0" />}
      {item.label}
    </DropdownMenu.Item>
  );
}
