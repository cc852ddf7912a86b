import { CANCELLABLE_PROJECT_STATUSES, type Project } from '@escouade/contract/projects';
import { ArrowLeft, Ban, CircleCheck, Clock, LogOut, MessagesSquare, PackageCheck, Play } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useLocation, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { MainContent } from '../../../components/ui/main-content';
import { Spinner } from '../../../components/ui/spinner';
import { useAuthSession } from '../../../lib/auth-session';
import { useCancelProject } from '../api/cancel-project';
import { isProjectNotFound, useProject } from '../api/get-project';
import { readStoredBrief } from '../brief-form';
import { ProjectNotFound } from '../components/project-not-found';
import { ProjectStatusBadge } from '../../../components/project-status-badges';
import { ProjectThread } from '../components/collaboration/project-thread';
import { ProjectPlan } from '../components/plan/project-plan';
import { BillingDetailsForm } from '../components/billing/billing-details-form';
import { ProjectInvoices } from '../components/billing/project-invoices';
import { ProjectQuoteCard } from '../components/billing/project-quote';
import { ProjectReviews } from '../components/reviews/project-reviews';
import { TeamList } from '../components/team-list';
import { ProjectTimesheets } from '../components/timesheets/project-timesheets';
import { describeBudget, formatDate, formatDay } from '../format';
import { usePageTitle } from '../../../lib/use-document-title';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { PATHS, projectDraftPath } from '@escouade/contract/paths';

/**
 * `/dashboard/projects/:projectId`: the project and its team, for its client and for the professionals
 * invited to it. The client offers declined seats to someone else or cancels; an invited professional answers.
 * Once the team is complete: the plan, the thread, the deliveries; once delivered, the reviews.
 */
export function ProjectPage() {
  const { t } = useTranslation('projects');
  const { projectId = '' } = useParams();
  const { data: project, error } = useProject(projectId);
  usePageTitle(project ? project.title || t('untitled') : t('page.title'), t('page.description'));
  // A notification's link names a section: #team, #plan, #thread, #timesheets or #reviews.
  useScrollToHash();

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
        <Link to={PATHS.myProjects} className={buttonClasses('ghost', '-ml-2 self-start')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('page.back')}
        </Link>
        {project ? (
          <ProjectDetails project={project} />
        ) : isProjectNotFound(error) ? (
          <>
            <h1 className="sr-only">{t('page.title')}</h1>
            <ProjectNotFound />
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

function ProjectDetails({ project }: { project: Project }) {
  const { t, i18n } = useTranslation('projects');
  const { user } = useAuthSession();
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const language = i18n.resolvedLanguage ?? 'fr';
  const brief = readStoredBrief(project);
  const showsTeam = project.team.length > 0 || project.status === 'staffing';
  const canCancel =
    project.isOwner &&
    (CANCELLABLE_PROJECT_STATUSES as readonly Project['status'][]).includes(project.status);
  const isDelivered = project.status === 'delivered';
  // The plan, thread and reviews are the client's and the team's: not of someone who left or declined.
  const isInTeam =
    project.isOwner ||
    project.team.some((seat) => seat.professional?.id === user?.id && seat.status === 'accepted');
  const hasLeft = project.team.some((seat) => seat.professional?.id === user?.id && seat.status === 'left');
  // A project cancelled once its team was complete keeps its plan and thread, read-only.
  const hasPlan = isInTeam && project.staffedAt !== null;
  // Invoices and billing details are the client's: from the team's staffing, when work starts being billed.
  const isBilled = project.isOwner && project.staffedAt !== null;
  // What happened to the project, and when, in order.
  const lifecycle = (
    [
      ['staffed', project.staffedAt],
      ['started', project.startedAt],
      ['delivered', project.deliveredAt],
      ['cancelled', project.cancelledAt],
    ] as const
  ).filter((entry): entry is readonly [(typeof entry)[0], string] => entry[1] !== null);
  const isFocusRequested = (location.state as { focusHeading?: boolean } | null)?.focusHeading === true;

  // Arriving from the choice of a team (or a redirect): the page's title is where reading starts again.
  useLayoutEffect(() => {
    if (isFocusRequested) headingRef.current?.focus();
  }, [isFocusRequested]);

  return (
    <>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <ProjectStatusBadge status={project.status} />
          <p className="text-ink-muted text-sm">
            {t('page.createdOn', { date: formatDate(project.createdAt, language) })}
          </p>
        </div>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-balance font-bold text-3xl text-ink tracking-tight outline-none sm:text-4xl"
        >
          {project.title || t('untitled')}
        </h1>
        {hasLeft ? (
          <p className="flex items-start gap-2 rounded-md border border-line bg-canvas p-4 text-ink text-sm">
            <LogOut aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
            {t('page.notice.left')}
          </p>
        ) : (
          <StatusNotice project={project} />
        )}
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex flex-col gap-6">
          {showsTeam && <TeamList project={project} currentUserId={user?.id ?? ''} />}
          {canCancel && <CancelProject project={project} />}
        </div>
        <section
          aria-labelledby="project-summary"
          className="rounded-xl border border-line bg-white p-4 sm:p-6"
        >
          <h2 id="project-summary" className="font-semibold text-ink text-xl">
            {t('page.summary')}
          </h2>
          {project.description && (
            <p className="mt-3 whitespace-pre-wrap break-words text-ink text-sm">{project.description}</p>
          )}
          <dl className="mt-4 grid gap-3 text-sm">
            <SummaryItem label={t('page.budget')}>{describeBudget(t, project.budget, language)}</SummaryItem>
            <SummaryItem label={t('page.startDate')}>
              {project.startDate ? formatDay(project.startDate, language) : t('page.notSet')}
            </SummaryItem>
            <SummaryItem label={t('page.deadline')}>
              {project.deadline ? formatDay(project.deadline, language) : t('page.notSet')}
            </SummaryItem>
            {brief?.lengthWeeks && !project.deadline ? (
              <SummaryItem label={t('page.length')}>
                {t('effort.weeks', { count: brief.lengthWeeks })}
              </SummaryItem>
            ) : null}
            {lifecycle.map(([key, moment]) => (
              <SummaryItem key={key} label={t(`page.dates.${key}`)}>
                {formatDate(moment, language)}
              </SummaryItem>
            ))}
            {brief && (
              <SummaryItem label={t('page.teamSize')}>
                {brief.teamSize.min === brief.teamSize.max
                  ? t('brief.team.people', { count: brief.teamSize.min })
                  : t('page.teamSizeRange', { min: brief.teamSize.min, max: brief.teamSize.max })}
              </SummaryItem>
            )}
          </dl>
          {brief && brief.skills.length > 0 && (
            <>
              <h3 className="mt-5 font-semibold text-ink text-sm">{t('page.skills')}</h3>
              <ul className="mt-2 flex flex-col gap-1.5 text-sm">
                {brief.skills.map((skill) => (
                  <li key={skill.skillId} className="flex flex-wrap justify-between gap-x-3">
                    <span className="text-ink">{skill.name}</span>
                    <span className="text-ink-muted text-xs">
                      {t('proposals.minLevel', { level: skill.minLevel })}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
      {isInTeam && isDelivered && <ProjectReviews projectId={project.id} isClient={project.isOwner} />}
      {hasPlan && <ProjectQuoteCard projectId={project.id} />}
      {isBilled && <ProjectInvoices projectId={project.id} />}
      {isBilled && <BillingDetailsForm projectId={project.id} />}
      {hasPlan && <ProjectPlan projectId={project.id} />}
      {hasPlan && <ProjectThread projectId={project.id} />}
      {hasPlan && (
        <ProjectTimesheets projectId={project.id} isClient={project.isOwner} startDate={project.startDate} />
      )}
    </>
  );
}

function SummaryItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

/** Where the project stands, and what to do next. */
function StatusNotice({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const role = project.isOwner ? 'owner' : 'member';
  switch (project.status) {
    case 'draft':
    case 'proposed':
      return project.isOwner ? (
        <div className="flex flex-col gap-3 rounded-md border border-brand-100 bg-brand-50 p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-ink">{t(`page.notice.${project.status}`)}</p>
          <Link to={projectDraftPath(project.id)} className={buttonClasses('primary', 'shrink-0')}>
            <MessagesSquare aria-hidden="true" className="size-4" />
            {t('page.continueBrief')}
          </Link>
        </div>
      ) : null;
    case 'staffing':
      return (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-ink text-sm">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-900" />
          {t(`page.notice.staffing.${role}`)}
        </p>
      );
    case 'staffed':
      return (
        <p className="flex items-start gap-2 rounded-md border border-success-200 bg-success-50 p-4 text-ink text-sm">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-800" />
          {t(`page.notice.staffed.${role}`)}
        </p>
      );
    case 'in_progress':
      return (
        <p className="flex items-start gap-2 rounded-md border border-brand-100 bg-brand-50 p-4 text-ink text-sm">
          <Play aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-800" />
          {t('page.notice.inProgress')}
        </p>
      );
    case 'delivered':
      return (
        <p className="flex items-start gap-2 rounded-md border border-success-200 bg-success-50 p-4 text-ink text-sm">
          <PackageCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-800" />
          {t(`page.notice.delivered.${role}`)}
        </p>
      );
    case 'cancelled':
      return (
        <p className="flex items-start gap-2 rounded-md border border-danger-200 bg-danger-50 p-4 text-ink text-sm">
          <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger-700" />
          {t('page.notice.cancelled')}
        </p>
      );
    default:
      return null;
  }
}

function CancelProject({ project }: { project: Project }) {
  const { t } = useTranslation(['projects', 'errors']);
  const id = useId();
  const cancel = useCancelProject(project.id);
  const [isConfirming, setIsConfirming] = useState(false);
  const isAtWork = project.staffedAt !== null;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-line bg-white p-4 sm:p-6">
      <h2 id={`${id}-title`} className="font-semibold text-ink">
        {t('page.cancel.title')}
      </h2>
      <p className="mt-1 text-ink-muted text-sm">
        {isAtWork ? t('page.cancel.hintAtWork') : t('page.cancel.hint')}
      </p>
      {cancel.isError && (
        <FormAlert tone="error" className="mt-3">
          <p>{apiErrorMessage(t, cancel.error)}</p>
        </FormAlert>
      )}
      <Button variant="secondary" onClick={() => setIsConfirming(true)} className="mt-3 text-danger-700">
        <Ban aria-hidden="true" className="size-4" />
        {t('page.cancel.button')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('page.cancel.dialogTitle')}
        description={t('page.cancel.dialogDescription')}
        confirmLabel={t('page.cancel.confirm')}
        pendingLabel={t('page.cancel.pending')}
        cancelLabel={t('page.cancel.keep')}
        onConfirm={async () => {
          try {
            await cancel.mutateAsync();
          } catch {
            // Shown above the button.
          }
        }}
      />
    </section>
  );
}
