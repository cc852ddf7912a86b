import { sql } from 'drizzle-orm';
import type { ErasureStep } from '../../erasure.ts';

/** The profile, skills, follows, blocks and mutes go with the account; the picture first. */
export const profilesErasure: ErasureStep = {
  name: 'profiles: the profile picture',
  async files(tx, userId) {
    const profile = await tx.execute<{ avatar_url: string }>(sql`
      select avatar_url from profiles where id = ${userId} and avatar_url is not null`);
    return { images: profile.rows.map((row) => row.avatar_url) };
  },
};
