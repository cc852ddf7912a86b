import { displayName } from '@escouade/contract/people';
import { invitationPath, publicOrganisationPath } from '@escouade/contract/paths';
import { formatDay, formatMoney } from '@escouade/contract/format';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../email/mailer.ts';
import { loadInvitationDetails } from './invitation-details.ts';
import { listUnsubscribeHeaders } from '../../email/templates/notification.ts';
import {
  emailModesOf,
  notificationEmailLinks,
  RECIPIENT_IS_REACHABLE,
} from '../email-preferences/email-preferences.ts';

// The e-mail that invites a professional to a seat, in their language, unless they chose to hear of invitations
// otherwise.

/** What the invitation e-mail needs to link back: the site, and the secret that signs its unsubscribe link. */
export type InvitationMailConfig = { appUrl: string; authSecret: string };

/**
 * The invitation e-mail, unless the professional chose not to receive invitations by e-mail at once: what the
 * invitation page shows (the client and their record, the required levels, the dates, the hours a week, the
 * rate as proposed), in the professional's language.
 */
export async function mailInvitation(
  db: Database,
  mailer: Mailer,
  {
    mail,
    projectId,
    professionalId,
  }: { mail: InvitationMailConfig; projectId: string; professionalId: string },
) {
  const result = await db.execute<{ email: string; locale: string; role: string | null }>(
    sql`select u.email, u.locale, u.role from "user" u where u.id = ${professionalId} and ${RECIPIENT_IS_REACHABLE}`,
  );
  const recipient = result.rows[0];
  if (!recipient) return;
  const modeOf = await emailModesOf(db, [professionalId]);
  if (modeOf(professionalId, 'invitation_received') !== 'immediately') return;
  const seat = await db.execute<{ id: string }>(sql`
    select id from project_invitations
    where project_id = ${projectId} and professional_id = ${professionalId} and status = 'pending'`);
  const details =
    seat.rows[0] && (await loadInvitationDetails(db, { invitationId: seat.rows[0].id, professionalId }));
  if (!details) return;
  const locale = recipient.locale === 'en' ? 'en' : 'fr';
  const links = notificationEmailLinks(
    mail,
    { id: professionalId, isAdmin: recipient.role === 'admin' },
    'invitation_received',
  );
  await mailer.send({
    to: recipient.email,
    locale,
    template: 'project-invitation',
    data: {
      projectTitle: details.projectTitle,
      clientName: displayName(details.client),
      organisation: details.organisation && {
        name: details.organisation.name,
        sector: details.organisation.sector,
        verified: details.verified === true,
        url: `${mail.appUrl}${publicOrganisationPath(details.organisation.id)}`,
      },
      clientCompletedProjects: details.client?.completedProjects ?? 0,
      clientRating: details.client?.rating ?? { average: null, count: 0 },
      skills: details.skills.map(({ name, level, requiredLevel }) => ({ name, level, requiredLevel })),
      startDay: details.startDate && formatDay(details.startDate, locale),
      deadlineDay: details.deadline && formatDay(details.deadline, locale),
      hoursPerWeek: details.hoursPerWeek,
      hourlyRate: details.hourlyRate === null ? null : formatMoney(details.hourlyRate, locale),
      estimatedEarnings:
        details.estimatedEarnings === null ? null : formatMoney(details.estimatedEarnings, locale),
      url: `${mail.appUrl}${invitationPath(details.id)}`,
      ...links,
    },
    headers: listUnsubscribeHeaders(links.oneClickUrl),
  });
}
