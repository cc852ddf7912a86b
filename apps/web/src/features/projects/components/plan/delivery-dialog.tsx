import { lazyDialog } from '../../../../components/ui/lazy-dialog';
import type { DeliveryDialogProps } from './delivery-dialog-panel';

export type { DeliveryDialogProps };

/** Delivering a milestone, or asking for changes to it. Its code loads on first open (see `lazyDialog`). */
export const DeliveryDialog = lazyDialog<DeliveryDialogProps>(() =>
  import('./delivery-dialog-panel').then((module) => module.DeliveryDialogPanel),
);
