import type { EventRecipients } from '../events/recipients.ts';

/** Notifications read in one tab: nothing new to tell; the fan-out sends the reader's streams their count. */
export const notificationsRecipients: EventRecipients = {
  async notifications_read(_tx, event) {
    return { notifications: [], live: [], touched: [event.userId] };
  },
};
