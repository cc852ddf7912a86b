import { PATHS, projectDraftPath, projectPath } from '@escouade/contract/paths';
import type { ProposalThreadPage } from '@escouade/contract/proposal-threads';
import { ArrowLeft, Lock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { Avatar, getInitials } from '../../../components/ui/avatar';
import { buttonClasses } from '../../../components/ui/button';
import { MainContent } from '../../../components/ui/main-content';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useAuthSession } from '../../../lib/auth-session';
import { usePageTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { usePostProposalMessage, useProposalThread } from '../api/proposal-thread';
import { ThreadPanel } from '../components/collaboration/project-thread';
import { ProjectNotFound } from '../components/project-not-found';
import { formatPersonName } from '../format';

/**
 * `/dashboard/proposals/:proposalId`: the conversation between the client and one proposed team, before the
 * client chooses (and, for the chosen team, while its members answer). Closed conversations stay readable.
 */
export function ProposalConversationPage() {
  const { t } = useTranslation(['projects', 'errors']);
  const { proposalId = '' } = useParams();
  const thread = useProposalThread(proposalId);
  const post = usePostProposalMessage(proposalId);
  const first = thread.data?.pages[0];
  usePageTitle(
    first
      ? t('conversation.titleFor', { title: first.proposal.projectTitle || t('untitled') })
      : t('conversation.title'),
    t('conversation.intro'),
  );
  const isNotFound =
    thread.error instanceof ApiError && (thread.error.status === 404 || thread.error.status === 400);

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
        {first ? (
          <>
            <BackLink page={first} />
            <ConversationHeader page={first} />
            <ThreadPanel
              sectionId="conversation"
              title={t('conversation.threadTitle')}
              intro={t('conversation.threadIntro')}
              closedNotice={t(`conversation.states.${first.state}`)}
              thread={thread}
              post={post}
            />
          </>
        ) : isNotFound ? (
          <>
            <h1 className="sr-only">{t('conversation.title')}</h1>
            <ProjectNotFound />
          </>
        ) : thread.isError ? (
          <>
            <h1 className="font-semibold text-2xl text-ink">{t('conversation.title')}</h1>
            <LoadFailure
              message={t('thread.loadFailed', { reason: apiErrorMessage(t, thread.error) })}
              onRetry={() => void thread.refetch()}
            />
          </>
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label={t('thread.loading')} size="lg" />
          </div>
        )}
      </div>
    </MainContent>
  );
}

function BackLink({ page }: { page: ProposalThreadPage }) {
  const { t } = useTranslation('projects');
  const session = useAuthSession();
  const isClient = session.user !== undefined && session.user.id === page.proposal.client?.id;
  // While the client chooses, the proposals are on the brief's page; once a team is chosen, on the project's.
  const isChoosing = page.state === 'open' && !page.proposal.isChosen;
  const projectId = page.proposal.projectId;
  return (
    <Link
      to={isClient ? (isChoosing ? projectDraftPath(projectId) : projectPath(projectId)) : PATHS.myProjects}
      className={buttonClasses('ghost', '-ml-2 self-start')}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {isClient ? t('conversation.backToProposals') : t('page.back')}
    </Link>
  );
}

function ConversationHeader({ page }: { page: ProposalThreadPage }) {
  const { t } = useTranslation('projects');
  const { proposal, state } = page;
  const isClosed = state !== 'open';
  const client = proposal.client ? formatPersonName(proposal.client, t('unnamed')) : t('formerMember');
  return (
    <header className="flex flex-col gap-3">
      <h1 className="font-semibold text-2xl text-ink">
        {t('conversation.titleFor', { title: proposal.projectTitle || t('untitled') })}
      </h1>
      <p className="text-ink-muted">{t('conversation.intro')}</p>
      <dl className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 text-sm sm:p-5">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-ink-muted">{t('conversation.client')}</dt>
          <dd className="font-medium text-ink">{client}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('conversation.team', { count: proposal.members.length })}</dt>
          <dd>
            <ul className="mt-2 flex flex-wrap gap-3">
              {proposal.members.map((member) => {
                const name = formatPersonName(member, t('unnamed'));
                return (
                  <li key={member.id} className="flex items-center gap-2">
                    <Avatar
                      src={member.avatarUrl}
                      initials={getInitials([member.firstName, member.lastName])}
                      size="sm"
                    />
                    <span className="text-ink">{name}</span>
                  </li>
                );
              })}
            </ul>
          </dd>
        </div>
      </dl>
      {isClosed && (
        <p
          role="note"
          className="flex items-start gap-2 rounded-md border border-line bg-canvas p-3 text-ink text-sm"
        >
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(`conversation.states.${state}`)}
        </p>
      )}
    </header>
  );
}
