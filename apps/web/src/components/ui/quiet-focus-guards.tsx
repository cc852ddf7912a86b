import { useLayoutEffect } from 'react';

const FOCUS_GUARD_SELECTOR = '[data-radix-focus-guard]';

type QuietFocusGuardsProps = {
  /**
   * The layer keeps the focus inside it (a modal dialog). A menu that does not (it keeps the Tab key for
   * itself and closes when the focus leaves) needs no guard at all.
   */
  isTrappingFocus: boolean;
};

/**
 * Rendered inside a Radix dialog's or menu's content, while it is open. Radix then puts two focus guards at the
 * ends of the page's body: empty spans in the tab order, which a dialog uses to bring the focus back when Tab
 * leaves it past the page's ends. Screen readers would meet them as focusable elements with no role or name
 * (axe's focus-order-semantics): they are hidden from assistive technology. Beside a menu, which traps nothing,
 * they also leave the tab order, so that nothing hidden from assistive technology stays focusable (axe's
 * aria-hidden-focus); they go back to it when the menu closes, in case a dialog still shares them.
 */
export function QuietFocusGuards({ isTrappingFocus }: QuietFocusGuardsProps) {
  useLayoutEffect(() => {
    const quiet = () => {
      for (const guard of document.querySelectorAll<HTMLElement>(FOCUS_GUARD_SELECTOR)) {
        guard.setAttribute('aria-hidden', 'true');
        if (!isTrappingFocus) guard.tabIndex = -1;
      }
    };
    quiet();
    // Radix adds the guards in an effect of its own, which may run after this one.
    const observer = new MutationObserver(quiet);
    observer.observe(document.body, { childList: true });
    return () => {
      observer.disconnect();
      if (isTrappingFocus) return;
      for (const guard of document.querySelectorAll<HTMLElement>(FOCUS_GUARD_SELECTOR)) guard.tabIndex = 0;
    };
  }, [isTrappingFocus]);
  return null;
}
