import { lazyDialog } from '../../../../components/ui/lazy-dialog';
import type { MilestoneDialogProps } from './milestone-dialog-panel';

export type { MilestoneDialogProps };

/** Adding or changing a milestone of the plan. Its code loads on first open (see `lazyDialog`). */
export const MilestoneDialog = lazyDialog<MilestoneDialogProps>(() =>
  import('./milestone-dialog-panel').then((module) => module.MilestoneDialogPanel),
);
