import { TOAST_MAX_COUNT, TOAST_MAX_WIDTH_PX } from '../../lib/interface-constants';
import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';

type ToasterProps = {
  /** Name of the notifications region, e.g. "Notifications". */
  label: string;
  /** Name of each notification's close button. */
  closeLabel: string;
};

/**
 * Where `toast()` messages appear (sonner): at most 20 on screen and 350 px wide, in a polite live
 * region, each with a close button. Mount one per screen that raises toasts.
 */
export function Toaster({ label, closeLabel }: ToasterProps) {
  return (
    <SonnerToaster
      position="bottom-right"
      visibleToasts={TOAST_MAX_COUNT}
      closeButton
      customAriaLabel={label}
      style={{ '--width': `${TOAST_MAX_WIDTH_PX}px` } as CSSProperties}
      toastOptions={{ closeButtonAriaLabel: closeLabel, className: 'font-sans text-sm' }}
    />
  );
}
