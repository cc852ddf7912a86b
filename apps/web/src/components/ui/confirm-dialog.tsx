import type { ConfirmDialogProps } from './confirm-dialog-panel';
import { lazyDialog } from './lazy-dialog';

export type { ConfirmDialogProps };

/**
 * A confirmation before an action (Radix AlertDialog), opened by setting `open`: focus moves to Cancel, stays
 * in the dialog, Escape cancels, and focus goes back to the element that had it when the dialog opened. Its
 * code loads on first open (see {@link lazyDialog}).
 */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(() =>
  import('./confirm-dialog-panel').then((module) => module.ConfirmDialogPanel),
);
