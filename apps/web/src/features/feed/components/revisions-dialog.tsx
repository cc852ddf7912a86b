import { lazyDialog } from '../../../components/ui/lazy-dialog';
import type { RevisionsDialogProps } from './revisions-dialog-panel';

/** The history of an edited text, in a dialog whose code loads on first open (see `lazyDialog`). */
export const RevisionsDialog = lazyDialog<RevisionsDialogProps>(() =>
  import('./revisions-dialog-panel').then((module) => module.RevisionsDialogPanel),
);
