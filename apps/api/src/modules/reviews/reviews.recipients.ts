import { sql } from 'drizzle-orm';
import { type EventRecipients, type NotificationDraft, nothing, notify, rows } from '../events/recipients.ts';

/** Who hears of reviews published: the person each one is about. */
export const reviewsRecipients: EventRecipients = {
  async reviews_published(tx, event) {
    if (event.reviewIds.length === 0) return nothing;
    const reviews = await rows<{
      id: string;
      author_id: string;
      subject_id: string;
      project_id: string;
      title: string;
    }>(
      tx,
      sql`select r.id, r.author_id, r.subject_id, r.project_id, p.title
          from project_reviews r join projects p on p.id = r.project_id
          where r.id in ${sql`(${sql.join(
            event.reviewIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`} and r.published_at is not null`,
    );
    return notify(
      ...reviews.map((review): NotificationDraft => ({
        recipientId: review.subject_id,
        type: 'review_received',
        groupKey: `review_received:${review.id}`,
        actorId: review.author_id,
        projectId: review.project_id,
        subject: review.title,
      })),
    );
  },
};
