import type { Project } from '@escouade/contract/projects';
import { projectPath } from '@escouade/contract/paths';
import { clsx } from 'clsx';
import { ListChecks } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Navigate, useSearchParams } from 'react-router';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isProjectNotFound, useProject } from '../api/get-project';
import { useProposals } from '../api/list-proposals';
import { readStoredBrief } from '../brief-form';
import { BriefEditor } from '../components/brief-editor';
import { ProjectChat } from '../components/project-chat';
import { ProjectNotFound } from '../components/project-not-found';
import { ProposalList } from '../components/proposal-list';
import { useProjectChat } from '../hooks/use-project-chat';

const STEPS = ['describe', 'brief', 'choose'] as const;
/** The project is still being defined: the chat, the brief and the proposals are open. */
const OPEN_STATUSES: readonly Project['status'][] = ['draft', 'proposed'];
/**
 * One object for every render: `<Navigate>` navigates again whenever its `state` changes, and Preact renders the
 * page again while that navigation loads (no transitions), which would start it over and over.
 */
const FOCUS_HEADING_STATE = { focusHeading: true };

/**
 * `/dashboard/create-project[?project=:id]`: the client describes the project to the assistant, checks
 * and edits the brief it drew up, confirms it, and chooses one of three proposed teams. The first message
 * creates the project, whose id goes into the URL: a reload finds the conversation again. Once a team is
 * chosen, the project's page takes over.
 */
export function CreateProjectPage() {
  const { t, i18n } = useTranslation('projects');
  useDocumentTitle('createProject');
  const [searchParams, setSearchParams] = useSearchParams();
  const projectId = searchParams.get('project') ?? undefined;
  const { data: project, error } = useProject(projectId);
  const onProjectCreated = useCallback(
    (created: Project) =>
      setSearchParams(
        (params) => {
          params.set('project', created.id);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const chat = useProjectChat({ projectId, language: getCurrentLanguage(i18n), onProjectCreated });
  const proposals = useProposals(projectId ?? '', { enabled: project?.status === 'proposed' });

  // Once the brief is confirmed, the focus goes to the proposals it brought (once they are on screen).
  const proposalsHeadingRef = useRef<HTMLHeadingElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const handledFocusRequestRef = useRef(0);
  const isProposed = project?.status === 'proposed';
  const hasProposals = isProposed && proposals.data !== undefined;
  useLayoutEffect(() => {
    if (focusRequest === handledFocusRequestRef.current || !hasProposals) return;
    handledFocusRequestRef.current = focusRequest;
    // Focusing also scrolls the heading into view.
    proposalsHeadingRef.current?.focus();
  }, [focusRequest, hasProposals]);

  if (project && (!project.isOwner || !OPEN_STATUSES.includes(project.status))) {
    return <Navigate to={projectPath(project.id)} replace state={FOCUS_HEADING_STATE} />;
  }

  const hasBrief = Boolean(project && (project.draftBrief || readStoredBrief(project)));
  const currentStep = project?.status === 'proposed' ? 2 : hasBrief ? 1 : 0;

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-8">
        <header className="max-w-3xl">
          <PageTitle>{t('create.title')}</PageTitle>
          <p className="mt-3 text-pretty text-ink-muted text-lg">{t('create.lead')}</p>
          <ol aria-label={t('create.steps.label')} className="mt-5 flex flex-wrap gap-2">
            {STEPS.map((step, index) => (
              <li
                key={step}
                aria-current={index === currentStep ? 'step' : undefined}
                className={clsx(
                  'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm',
                  index === currentStep
                    ? 'border-brand-700 bg-brand-700 font-semibold text-white'
                    : index < currentStep
                      ? 'border-brand-100 bg-brand-50 text-brand-800'
                      : 'border-line bg-white text-ink-muted',
                )}
              >
                <span aria-hidden="true">{index + 1}</span>
                {t(`create.steps.${step}`)}
              </li>
            ))}
          </ol>
        </header>

        {projectId && isProjectNotFound(error) ? (
          <ProjectNotFound />
        ) : projectId && !project ? (
          <div className="flex justify-center py-16">
            <Spinner label={t('loading')} size="lg" />
          </div>
        ) : (
          <>
            <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
              <div className="xl:sticky xl:top-6">
                <ProjectChat
                  messages={project?.messages ?? []}
                  pending={chat.pending}
                  error={chat.error}
                  onSend={chat.send}
                />
              </div>
              {project && hasBrief ? (
                <BriefEditor
                  key={project.id}
                  project={project}
                  analysis={chat.analysis}
                  hasProposals={isProposed}
                  onConfirmed={() => setFocusRequest((request) => request + 1)}
                />
              ) : (
                <section className="flex items-start gap-3 rounded-xl border border-line border-dashed bg-white p-5">
                  <ListChecks aria-hidden="true" className="size-6 shrink-0 text-ink-muted" />
                  <div>
                    <h2 className="font-semibold text-ink">{t('brief.title')}</h2>
                    <p className="mt-1 text-ink-muted text-sm">{t('brief.placeholder')}</p>
                  </div>
                </section>
              )}
            </div>
            {project && hasProposals && proposals.data && (
              <ProposalList project={project} proposals={proposals.data} headingRef={proposalsHeadingRef} />
            )}
            {isProposed && proposals.isPending && (
              <div className="flex justify-center py-8">
                <Spinner label={t('proposals.loading')} />
              </div>
            )}
          </>
        )}
      </div>
    </MainContent>
  );
}
