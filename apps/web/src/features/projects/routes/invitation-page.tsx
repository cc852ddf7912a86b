import { PATHS, publicOrganisationPath } from '@escouade/contract/paths';
import type { InvitationDetails } from '@escouade/contract/proposal-threads';
import type { TFunction } from 'i18next';
import { ArrowLeft } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { RatingSummaryText } from '../../../components/rating';
import { VerifiedBadge } from '../../../components/verified-badge';
import { Avatar, getInitials } from '../../../components/ui/avatar';
import { buttonClasses } from '../../../components/ui/button';
import { MainContent } from '../../../components/ui/main-content';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { usePageTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { useInvitation } from '../api/get-invitation';
import { usePostProposalMessage, useProposalThread } from '../api/proposal-thread';
import { ThreadPanel } from '../components/collaboration/project-thread';
import { InvitationActions } from '../components/invitation-actions';
import { ProjectNotFound } from '../components/project-not-found';
import { InvitationStatusBadge } from '../../../components/project-status-badges';
import { formatDay, formatMoney, formatPersonName } from '../format';

/**
 * `/dashboard/invitations/:invitationId`: what an invited professional decides on (who asks and their record as a
 * client, the levels the brief requires, the dates, the hours a week and their rate as proposed), a question to
 * the client before answering, and the answer.
 */
export function InvitationPage() {
  const { t } = useTranslation(['projects', 'errors']);
  const { invitationId = '' } = useParams();
  const invitation = useInvitation(invitationId);
  usePageTitle(
    invitation.data
      ? t('invitationPage.titleFor', { title: invitation.data.projectTitle || t('untitled') })
      : t('invitationPage.title'),
    t('invitationPage.description'),
  );
  const isNotFound =
    invitation.error instanceof ApiError &&
    (invitation.error.status === 404 || invitation.error.status === 400);

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        <Link to={PATHS.myProjects} className={buttonClasses('ghost', '-ml-2 self-start')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('page.back')}
        </Link>
        {invitation.data ? (
          <>
            <InvitationSummary invitation={invitation.data} />
            {invitation.data.proposalId && <AskTheClient proposalId={invitation.data.proposalId} />}
          </>
        ) : isNotFound ? (
          <>
            <h1 className="sr-only">{t('invitationPage.title')}</h1>
            <ProjectNotFound />
          </>
        ) : invitation.isError ? (
          <>
            <h1 className="font-semibold text-2xl text-ink">{t('invitationPage.title')}</h1>
            <LoadFailure
              message={t('invitationPage.loadFailed', { reason: apiErrorMessage(t, invitation.error) })}
              onRetry={() => void invitation.refetch()}
            />
          </>
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label={t('loading')} size="lg" />
          </div>
        )}
      </div>
    </MainContent>
  );
}

function InvitationSummary({ invitation }: { invitation: InvitationDetails }) {
  const { t, i18n } = useTranslation('projects');
  const language = i18n.resolvedLanguage ?? 'fr';
  const [message, setMessage] = useState('');
  const messageRef = useRef<HTMLParagraphElement>(null);
  const title = invitation.projectTitle || t('untitled');
  const client = invitation.client;
  const clientName = client ? formatPersonName(client, t('invitationPage.unnamedClient')) : t('formerMember');
  const isPending = invitation.status === 'pending';

  return (
    <article aria-labelledby="invitation-title" className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h1 id="invitation-title" className="min-w-0 break-words font-semibold text-2xl text-ink">
            {t('invitationPage.titleFor', { title })}
          </h1>
          <InvitationStatusBadge status={invitation.status} />
        </div>
        {invitation.projectDescription && <p className="text-ink-muted">{invitation.projectDescription}</p>}
      </header>

      <section
        aria-labelledby="invitation-client"
        className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:p-5"
      >
        <h2 id="invitation-client" className="font-semibold text-ink text-lg">
          {t('invitationPage.whoAsks')}
        </h2>
        <div className="flex items-center gap-3">
          <Avatar
            src={client?.avatarUrl ?? null}
            initials={getInitials([client?.firstName, client?.lastName])}
            size="md"
          />
          <div className="min-w-0">
            <p className="font-semibold text-ink">{clientName}</p>
            {/* The organisation the project is run for: who stands behind the client, and its record. */}
            {invitation.organisation && (
              <p className="text-ink-muted text-sm">
                <Link
                  to={publicOrganisationPath(invitation.organisation.id)}
                  className="font-medium text-brand-700 underline underline-offset-2"
                >
                  {invitation.organisation.name}
                </Link>
                {invitation.organisation.sector &&
                  t('invitationPage.organisationSector', { sector: invitation.organisation.sector })}
                {invitation.verified && <VerifiedBadge className="ml-2 align-middle" />}
              </p>
            )}
          </div>
        </div>
        {client && (
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-ink-muted">{t('invitationPage.completed')}</dt>
              <dd className="font-medium text-ink">
                {t('invitationPage.completedCount', { count: client.completedProjects })}
              </dd>
            </div>
            <div>
              <dt className="text-ink-muted">{t('invitationPage.rating')}</dt>
              <dd>
                <RatingSummaryText summary={client.rating} />
              </dd>
            </div>
          </dl>
        )}
      </section>

      <section
        aria-labelledby="invitation-seat"
        className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:p-5"
      >
        <h2 id="invitation-seat" className="font-semibold text-ink text-lg">
          {t('invitationPage.seat')}
        </h2>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-ink-muted">{t('invitationPage.dates')}</dt>
            <dd className="font-medium text-ink">{describeDates(t, invitation, language)}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{t('invitationPage.hours')}</dt>
            <dd className="font-medium text-ink">
              {t('invitationPage.hoursValue', {
                hours: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(
                  invitation.hoursPerWeek,
                ),
              })}
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-ink-muted">{t('invitationPage.rate')}</dt>
            <dd className="font-medium text-ink">
              {invitation.hourlyRate === null
                ? t('invitationPage.rateNone')
                : t('invitationPage.rateValue', {
                    rate: formatMoney(invitation.hourlyRate, language),
                    total: formatMoney(invitation.estimatedEarnings ?? 0, language),
                    count: invitation.weeks,
                  })}
            </dd>
          </div>
        </dl>
        {invitation.skills.length > 0 && (
          <div>
            <h3 className="font-medium text-ink text-sm">{t('invitationPage.skills')}</h3>
            <ul className="mt-2 flex flex-col gap-1.5 text-sm">
              {invitation.skills.map((skill) => (
                <li key={skill.skillId} className="flex flex-wrap gap-x-2">
                  <span className="font-medium text-ink">{skill.name}</span>
                  {skill.requiredLevel !== null && (
                    <span className="text-ink">
                      {t('invitationPage.required', { level: skill.requiredLevel })}
                    </span>
                  )}
                  <span className="text-ink-muted">{t('invitationPage.yours', { level: skill.level })}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <p
        ref={messageRef}
        tabIndex={-1}
        role="status"
        className={message ? 'text-sm text-success-800 outline-none' : undefined}
      >
        {message}
      </p>
      {isPending && (
        <InvitationActions
          invitation={invitation}
          onAnswered={(_updated, answer) => {
            setMessage(answer === 'accept' ? t('invitations.accepted') : t('invitations.declined'));
            requestAnimationFrame(() => messageRef.current?.focus());
          }}
        />
      )}
    </article>
  );
}

function describeDates(
  t: TFunction<'projects'>,
  { startDate, deadline }: InvitationDetails,
  language: string,
): string {
  const start = startDate ? formatDay(startDate, language) : null;
  const end = deadline ? formatDay(deadline, language) : null;
  if (start && end) return t('invitationPage.datesBoth', { start, end });
  if (start) return t('invitationPage.datesStart', { start });
  if (end) return t('invitationPage.datesEnd', { end });
  return t('invitationPage.datesNone');
}

/** The chosen team's conversation: a question to the client before answering goes there. */
function AskTheClient({ proposalId }: { proposalId: string }) {
  const { t } = useTranslation('projects');
  const thread = useProposalThread(proposalId);
  const post = usePostProposalMessage(proposalId);
  const state = thread.data?.pages[0]?.state ?? 'open';
  return (
    <ThreadPanel
      sectionId="conversation"
      title={t('invitationPage.askTitle')}
      intro={t('invitationPage.askIntro')}
      closedNotice={t(`conversation.states.${state}`)}
      thread={thread}
      post={post}
    />
  );
}
