import type { AdminProjectDetail } from '@escouade/contract/admin';
import { formatDay, formatMoney } from '@escouade/contract/format';
import { PATHS, publicProfilePath } from '@escouade/contract/paths';
import { displayNameOr } from '@escouade/contract/people';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { PlanHealth } from '../../../components/plan-health';
import { InvitationStatusBadge, ProjectStatusBadge } from '../../../components/project-status-badges';
import { Button } from '../../../components/ui/button';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { Toaster } from '../../../components/ui/toaster';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { getCurrentLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { formatShortDate } from '../admin-format';
import { useAdminProject } from '../api/get-admin-project';
import { AdminProjectQuote } from '../components/admin-project-quote';
import { AuditLog } from '../components/audit-log';
import { CancelProjectDialog } from '../components/cancel-project-dialog';
import { StaffingStillness } from '../components/staffing-stillness';

/**
 * `/admin/projects/:projectId`: one project as an administrator oversees it, read-only — its client and brief,
 * its team and how long its staffing has been still, its plan's health as its team sees it, its quote, its
 * invoices in figures and what administrators did to it. A project still forming its team can be cancelled from
 * here, and its quote drafted again while the client has not accepted it.
 */
export function AdminProjectPage() {
  const { t } = useTranslation(['adminArea', 'errors']);
  const { projectId = '' } = useParams();
  const query = useAdminProject(projectId);
  const [isCancelling, setIsCancelling] = useState(false);
  const project = query.data;
  usePageTitle(project?.title ?? t('project.title'), t('project.description'));

  return (
    <>
      <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
        <div className="mx-auto flex max-w-5xl flex-col gap-6">
          <Link
            to={PATHS.adminProjects}
            className="inline-flex items-center gap-1.5 self-start text-brand-700 text-sm underline underline-offset-2"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('project.back')}
          </Link>
          {query.isPending ? (
            <>
              <PageTitle>{t('project.title')}</PageTitle>
              <Spinner label={t('project.loading')} />
            </>
          ) : project ? (
            <ProjectOverview project={project} onCancel={() => setIsCancelling(true)} />
          ) : (
            <>
              <PageTitle>{t('project.title')}</PageTitle>
              <LoadFailure
                boxed
                message={t('project.loadFailed', { reason: apiErrorMessage(t, query.error) })}
                onRetry={() => void query.refetch()}
              />
            </>
          )}
        </div>
      </MainContent>
      <CancelProjectDialog
        project={isCancelling && project ? project : null}
        onClose={() => setIsCancelling(false)}
      />
      <Toaster label={t('toasts.regionLabel')} closeLabel={t('toasts.close')} />
    </>
  );
}

function ProjectOverview({ project, onCancel }: { project: AdminProjectDetail; onCancel: () => void }) {
  const { t, i18n } = useTranslation('adminArea');
  const language = getCurrentLanguage(i18n);
  const date = (iso: string | null) =>
    iso === null ? null : <time dateTime={iso}>{formatShortDate(iso, language)}</time>;
  const moments = [
    ['staffed', project.staffedAt],
    ['started', project.startedAt],
    ['delivered', project.deliveredAt],
    ['cancelled', project.cancelledAt],
  ] as const;

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <PageTitle className="break-words">{project.title || t('project.untitled')}</PageTitle>
          <div className="mt-2">
            <ProjectStatusBadge status={project.status} />
          </div>
        </div>
        {project.canCancel && (
          <Button variant="secondary" className="self-start" onClick={onCancel}>
            {t('projects.cancel')}
          </Button>
        )}
      </div>

      <Section title={t('project.sections.summary')}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <Term>{t('project.client')}</Term>
          <dd className="break-words text-ink">
            {project.client ? (project.client.name ?? t('project.unnamed')) : t('projects.noClient')}
          </dd>
          <Term>{t('project.organisation')}</Term>
          <dd className="break-words text-ink">
            {project.organisation?.name ?? t('project.noOrganisation')}
          </dd>
          <Term>{t('project.created')}</Term>
          <dd className="text-ink">{date(project.createdAt)}</dd>
          <Term>{t('project.updated')}</Term>
          <dd className="text-ink">{date(project.updatedAt)}</dd>
          {moments.map(([key, iso]) =>
            iso === null ? null : (
              <Dated key={key} term={t(`project.dates.${key}`)}>
                {date(iso)}
              </Dated>
            ),
          )}
        </dl>
      </Section>

      <Section title={t('project.sections.brief')}>
        {project.brief ? (
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <Term>{t('project.skills')}</Term>
            <dd className="text-ink">
              <ul className="flex flex-wrap gap-2">
                {project.brief.skills.map((skill) => (
                  <li
                    key={skill.skillId}
                    className="rounded-full border border-line bg-canvas px-2.5 py-0.5 text-ink"
                  >
                    {t('project.skillLevel', { name: skill.name, level: skill.minLevel })}
                  </li>
                ))}
              </ul>
            </dd>
            <Term>{t('project.budget')}</Term>
            <dd className="text-ink">
              {project.brief.budget === null
                ? t('project.noBudget')
                : project.brief.budget.kind === 'total'
                  ? t('project.budgetTotal', { amount: formatMoney(project.brief.budget.amount, language) })
                  : t('project.budgetHourly', {
                      amount: formatMoney(project.brief.budget.maxHourlyTotal, language),
                    })}
            </dd>
            <Term>{t('project.startDate')}</Term>
            <dd className="text-ink">
              {project.brief.startDate ? formatDay(project.brief.startDate, language) : t('project.noDate')}
            </dd>
            <Term>{t('project.deadline')}</Term>
            <dd className="text-ink">
              {project.brief.deadline ? formatDay(project.brief.deadline, language) : t('project.noDate')}
            </dd>
          </dl>
        ) : (
          <p className="text-ink-muted text-sm">{t('project.noBrief')}</p>
        )}
      </Section>

      <TeamSection project={project} />

      <Section title={t('project.sections.plan')}>
        {project.plan ? (
          <div className="flex flex-col gap-3 text-sm">
            <ul className="flex flex-wrap gap-x-6 gap-y-1 text-ink">
              <li>{t('project.milestones', { count: project.plan.milestones.total })}</li>
              <li>{t('project.milestonesAccepted', { count: project.plan.milestones.accepted })}</li>
              <li className={project.plan.milestones.late > 0 ? 'font-medium text-danger-700' : undefined}>
                {t('project.milestonesLate', { count: project.plan.milestones.late })}
              </li>
            </ul>
            {project.plan.health ? (
              <PlanHealth plan={{ ...project.plan, health: project.plan.health }} />
            ) : (
              <p className="text-ink-muted">{t('project.noHealth')}</p>
            )}
          </div>
        ) : (
          <p className="text-ink-muted text-sm">{t('project.noPlan')}</p>
        )}
      </Section>

      <Section title={t('project.sections.quote')}>
        <AdminProjectQuote projectId={project.id} />
      </Section>

      <Section title={t('project.sections.billing')}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <Term>{t('project.invoices')}</Term>
          <dd className="text-ink">{project.billing.invoiceCount}</dd>
          <Term>{t('project.outstanding')}</Term>
          <dd className="text-ink">{formatMoney(project.billing.outstandingCents / 100, language)}</dd>
        </dl>
        <Link
          to={`${PATHS.adminProjects}/${encodeURIComponent(project.id)}/billing`}
          className="mt-3 inline-block text-brand-700 text-sm underline underline-offset-2"
        >
          {t('project.billingLink')}
        </Link>
      </Section>

      <Section title={t('project.sections.audit')}>
        {project.audit.length === 0 ? (
          <p className="text-ink-muted text-sm">{t('project.noAudit')}</p>
        ) : (
          <>
            <AuditLog entries={project.audit} />
            <Link
              to={PATHS.adminAudit}
              className="mt-3 inline-block text-brand-700 text-sm underline underline-offset-2"
            >
              {t('project.auditLink')}
            </Link>
          </>
        )}
      </Section>
    </>
  );
}

/** Every seat offered, with its professional, the skills they bring and their answer; the staffing's stillness. */
function TeamSection({ project }: { project: AdminProjectDetail }) {
  const { t, i18n } = useTranslation('adminArea');
  const language = getCurrentLanguage(i18n);
  return (
    <Section title={t('project.sections.team')}>
      {project.daysSinceStaffingMoved !== null && (
        <dl className="mb-3 grid grid-cols-1 gap-x-6 text-sm sm:grid-cols-[auto_1fr]">
          <Term>{t('projects.columns.staffing')}</Term>
          <dd>
            <StaffingStillness days={project.daysSinceStaffingMoved} isStalled={project.isStalled} />
          </dd>
        </dl>
      )}
      {project.team.length === 0 ? (
        <p className="text-ink-muted text-sm">{t('project.noTeam')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {project.team.map((seat) => {
            const person = seat.professional;
            const name = person ? displayNameOr(person, t('project.unnamed')) : t('project.formerMember');
            return (
              <li
                key={seat.id}
                className="flex flex-col gap-1.5 py-3 text-sm first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
              >
                <div className="min-w-0">
                  {person ? (
                    <Link
                      to={publicProfilePath(person.id)}
                      className="break-words font-medium text-brand-800 underline-offset-2 hover:underline"
                    >
                      {name}
                    </Link>
                  ) : (
                    <span className="font-medium text-ink">{name}</span>
                  )}
                  {person?.profession && <p className="text-ink-muted">{person.profession}</p>}
                  {seat.skills.length > 0 && (
                    <p className="mt-1 break-words text-ink">
                      {seat.skills
                        .map((skill) => t('project.skillLevel', { name: skill.name, level: skill.level }))
                        .join(', ')}
                    </p>
                  )}
                </div>
                <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
                  <InvitationStatusBadge status={seat.status} />
                  <p className="text-ink-muted text-xs">
                    {seat.respondedAt
                      ? t('project.answered', { date: formatShortDate(seat.respondedAt, language) })
                      : t('project.offered', { date: formatShortDate(seat.createdAt, language) })}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-white p-4 sm:p-6">
      <h2 id={id} className="mb-3 font-semibold text-ink text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Term({ children }: { children: ReactNode }) {
  return <dt className="font-medium text-ink-muted">{children}</dt>;
}

function Dated({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Term>{term}</Term>
      <dd className="text-ink">{children}</dd>
    </>
  );
}
