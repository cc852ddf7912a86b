import type { MyProjects } from '@escouade/contract/projects';
import { ChevronRight, FolderOpen, Plus, UsersRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthSession } from '../../../lib/auth-session';
import { useMyProjects } from '../api/list-my-projects';
import { InvitationList } from '../components/invitation-list';
import { ProjectStatusBadge } from '../../../components/project-status-badges';
import { formatDate } from '../format';
import { usePageTitle } from '../../../lib/use-document-title';
import { PATHS, projectDraftPath, projectPath } from '@escouade/contract/paths';

/**
 * `/dashboard/projects`. A client's: the projects they created (or an invitation to describe one), and any
 * invitation they received. A professional's: the teams they belong to and their invitations, then the
 * projects they created, if any: no client's empty state or button to start one.
 */
export function MyProjectsPage() {
  const { t } = useTranslation('projects');
  usePageTitle(t('list.title'), t('list.description'));
  const { user } = useAuthSession();
  const { data } = useMyProjects();
  const isProfessional = user?.role === 'professional';

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <PageTitle>{t('list.title')}</PageTitle>
            <p className="mt-2 text-pretty text-ink-muted">
              {isProfessional ? t('list.introProfessional') : t('list.intro')}
            </p>
          </div>
          {!isProfessional && (
            <Link
              to={PATHS.createProject}
              className={buttonClasses('primary', 'shrink-0 self-start sm:self-auto')}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('list.create')}
            </Link>
          )}
        </div>
        {data ? (
          isProfessional ? (
            <>
              <TeamList
                invitations={data.invitations.filter((invitation) => invitation.status === 'accepted')}
              />
              <InvitationList invitations={data.invitations} />
              {data.projects.length > 0 && <ProjectList projects={data.projects} />}
            </>
          ) : (
            <>
              {data.invitations.length > 0 && <InvitationList invitations={data.invitations} />}
              <ProjectList projects={data.projects} />
            </>
          )
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label={t('loading')} size="lg" />
          </div>
        )}
      </div>
    </MainContent>
  );
}

/** The projects whose team the professional is part of (accepted seats), each leading to its page. */
function TeamList({ invitations }: { invitations: MyProjects['invitations'] }) {
  const { t, i18n } = useTranslation('projects');
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'fr';

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="font-semibold text-ink text-xl">
        {t('list.teams.title')}
      </h2>
      {invitations.length === 0 ? (
        <div className="flex items-start gap-3 rounded-xl border border-line border-dashed bg-white p-5 text-sm">
          <UsersRound aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
          <p className="text-ink-muted">{t('list.teams.empty')}</p>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-xl border border-line bg-white">
          {invitations.map((seat) => (
            <li key={seat.id}>
              <Link
                to={projectPath(seat.projectId)}
                className="flex min-h-16 items-center gap-4 px-4 py-3 hover:bg-brand-50 sm:px-5"
              >
                <span className="min-w-0 flex-1">
                  <span className="block break-words font-medium text-brand-800">
                    {seat.projectTitle || t('untitled')}
                  </span>
                  {seat.respondedAt && (
                    <span className="block text-ink-muted text-xs">
                      {t('list.teams.since', { date: formatDate(seat.respondedAt, language) })}
                    </span>
                  )}
                </span>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProjectList({ projects }: { projects: MyProjects['projects'] }) {
  const { t, i18n } = useTranslation('projects');
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'fr';

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <h2 id={`${id}-title`} className="font-semibold text-ink text-xl">
        {t('list.projectsTitle')}
      </h2>
      {projects.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-line border-dashed bg-white p-5 text-sm sm:flex-row sm:items-center">
          <FolderOpen aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
          <p className="flex-1 text-ink-muted">{t('list.empty')}</p>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-line overflow-hidden rounded-xl border border-line bg-white">
          {projects.map((project) => {
            // A brief still being written opens the chat; a project past that point opens its page.
            const isOpen = project.status === 'draft' || project.status === 'proposed';
            const to = isOpen ? projectDraftPath(project.id) : projectPath(project.id);
            return (
              <li key={project.id}>
                <Link
                  to={to}
                  className="flex min-h-16 flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 hover:bg-brand-50 sm:px-5"
                >
                  <span className="min-w-0 flex-1 basis-48">
                    <span className="block break-words font-medium text-brand-800">
                      {project.title || t('untitled')}
                    </span>
                    <span className="block text-ink-muted text-xs">
                      {t('list.createdOn', { date: formatDate(project.createdAt, language) })}
                    </span>
                  </span>
                  <ProjectStatusBadge status={project.status} />
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
