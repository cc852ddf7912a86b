import { sql } from 'drizzle-orm';
import type { ErasureStep } from '../../erasure.ts';
import { ERASED_MENTION, mentionsOf } from '../profiles/mentions.service.ts';

/**
 * The person's thread messages (the project's and the proposals') go with the account, the files joined to them first; the files of their
 * deliveries stay with the work, unnamed (SET NULL). Mentions of them in others' messages keep their place,
 * not the name nor the id.
 */
export const plansErasure: ErasureStep = {
  name: 'plans: files of thread messages, mentions in thread messages',
  async files(tx, userId) {
    const attachments = await tx.execute<{ storage_key: string }>(sql`
      select a.storage_key from project_attachments a join project_thread_messages m on m.id = a.message_id
      where m.author_id = ${userId}
      union all
      select a.storage_key from project_attachments a join proposal_thread_messages m on m.id = a.proposal_message_id
      where m.author_id = ${userId}`);
    return { objects: attachments.rows.map((row) => row.storage_key) };
  },
  async rows(tx, { id: userId }) {
    const { pattern, like } = mentionsOf(userId);
    await tx.execute(sql`
      update project_thread_messages set body = regexp_replace(body, ${pattern}, ${ERASED_MENTION}, 'g')
      where body like ${like}`);
    await tx.execute(sql`
      update proposal_thread_messages set body = regexp_replace(body, ${pattern}, ${ERASED_MENTION}, 'g')
      where body like ${like}`);
  },
};
