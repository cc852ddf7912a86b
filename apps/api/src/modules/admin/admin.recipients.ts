import { type EventRecipients, notify } from '../events/recipients.ts';

/** Who hears of a moderator removing a post or a comment: its author, told in the removed words. */
export const adminRecipients: EventRecipients = {
  async content_removed(_tx, event, eventId) {
    return notify({
      recipientId: event.authorId,
      type: 'content_removed',
      groupKey: `content_removed:${eventId}`,
      actorId: null,
      subject: event.excerpt,
    });
  },
};
