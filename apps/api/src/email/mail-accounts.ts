import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Mailer } from './mailer.ts';
import type { TemplateData, TemplateName } from './render-email.ts';

/** Sends one template to accounts by id, each in the language of their account; ids with no account are skipped. */
export async function mailAccounts<T extends TemplateName>(
  db: Pick<Database, 'execute'>,
  mailer: Mailer,
  { userIds, template, data }: { userIds: string[]; template: T; data: TemplateData<T> },
): Promise<void> {
  if (userIds.length === 0) return;
  const result = await db.execute<{ email: string; locale: string }>(
    sql`select email, locale from "user" where id = any(${sql.param(userIds)}::text[])`,
  );
  for (const account of result.rows) {
    await mailer.send({ to: account.email, locale: account.locale === 'en' ? 'en' : 'fr', template, data });
  }
}
