import { lazyDialog } from './ui/lazy-dialog';
import type { ReportDialogProps } from './report-dialog-panel';

export type { ReportDialogProps };

/**
 * Reporting a post, a comment or a profile to the moderators: a reason, optional words (required for "other"),
 * then a thank-you. Its code loads on first open (see `lazyDialog`).
 */
export const ReportDialog = lazyDialog<ReportDialogProps>(() =>
  import('./report-dialog-panel').then((module) => module.ReportDialogPanel),
);
