import {
  ADMIN_CANCELLABLE_PROJECT_STATUSES,
  ADMIN_PROJECT_HEALTH_FILTERS,
  type AdminProject,
  type AdminProjectHealthFilter,
  DEFAULT_STALLED_DAYS,
} from '@escouade/contract/admin';
import { adminProjectPath, PATHS } from '@escouade/contract/paths';
import { PROJECT_STATUSES, type ProjectStatus } from '@escouade/contract/projects';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { Button } from '../../../components/ui/button';
import { fieldControlClasses } from '../../../components/ui/form-field';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Toaster } from '../../../components/ui/toaster';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTranslation } from '../../../lib/use-translation';
import { formatShortDate } from '../admin-format';
import { type AdminProjectsFilters, useAdminProjects } from '../api/list-admin-projects';
import { AdminSearchBox } from '../components/admin-search-box';
import { CancelProjectDialog } from '../components/cancel-project-dialog';
import { StaffingStillness } from '../components/staffing-stillness';

const SEARCH_DEBOUNCE_MS = 300;

function readFilters(params: URLSearchParams): AdminProjectsFilters {
  const status = params.get('status');
  const health = params.get('health');
  const days = Number(params.get('days'));
  const page = Number(params.get('page'));
  return {
    status: (PROJECT_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as ProjectStatus)
      : undefined,
    health: (ADMIN_PROJECT_HEALTH_FILTERS as readonly string[]).includes(health ?? '')
      ? (health as AdminProjectHealthFilter)
      : undefined,
    stalled: params.get('stalled') === 'true',
    stalledDays: Number.isInteger(days) && days >= 1 && days <= 365 ? days : DEFAULT_STALLED_DAYS,
    q: params.get('q') ?? undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * `/admin/projects`: every project with its status, staffing that stalled and its plan's health, filtered and
 * searched by the server, 25 a page; the filters live in the address, so a page can be shared or reloaded.
 */
export function AdminProjectsPage() {
  const { t, i18n } = useTranslation(['adminArea', 'errors']);
  useDocumentTitle('adminProjects');
  const language = getCurrentLanguage(i18n);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [searchText, setSearchText] = useState(filters.q ?? '');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const query = useAdminProjects({ ...filters, q: search || undefined });
  const [toCancel, setToCancel] = useState<AdminProject | null>(null);
  const ids = { status: useId(), health: useId(), stalled: useId(), days: useId() };

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    // Another filter starts from the first page.
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  const onSearch = (text: string) => {
    setSearchText(text);
    update({ q: text.trim() || null });
  };

  const data = query.data;
  let status: string;
  if (query.isPending) status = t('projects.loading');
  else if (data) status = t('projects.count', { count: data.total });
  else status = t('projects.loadFailed');

  return (
    <>
      <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
        <PageTitle>{t('projects.title')}</PageTitle>
        <p className="mt-2 text-ink-muted">{t('projects.intro')}</p>

        <AdminSearchBox
          label={t('projects.searchLabel')}
          placeholder={t('projects.searchPlaceholder')}
          value={searchText}
          onChange={onSearch}
        />

        <fieldset className="mt-4 flex flex-wrap items-end gap-4">
          <legend className="sr-only">{t('projects.filtersLabel')}</legend>
          <div className="min-w-48">
            <label htmlFor={ids.status} className="font-medium text-ink text-sm">
              {t('projects.statusLabel')}
            </label>
            <select
              id={ids.status}
              className={`${fieldControlClasses} mt-1.5`}
              value={filters.status ?? ''}
              onChange={(event) => update({ status: event.target.value })}
            >
              <option value="">{t('projects.anyStatus')}</option>
              {PROJECT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`projects.statuses.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-48">
            <label htmlFor={ids.health} className="font-medium text-ink text-sm">
              {t('projects.healthLabel')}
            </label>
            <select
              id={ids.health}
              className={`${fieldControlClasses} mt-1.5`}
              value={filters.health ?? ''}
              onChange={(event) => update({ health: event.target.value })}
            >
              <option value="">{t('projects.anyHealth')}</option>
              {ADMIN_PROJECT_HEALTH_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t(`projects.health.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={ids.stalled}
              type="checkbox"
              className="size-4"
              checked={filters.stalled}
              onChange={(event) => update({ stalled: event.target.checked ? 'true' : null })}
            />
            <label htmlFor={ids.stalled} className="text-ink text-sm">
              {t('projects.stalledLabel')}
            </label>
            <label htmlFor={ids.days} className="sr-only">
              {t('projects.stalledDaysLabel')}
            </label>
            <input
              id={ids.days}
              type="number"
              min={1}
              max={365}
              inputMode="numeric"
              className={`${fieldControlClasses} w-20`}
              value={filters.stalledDays}
              onChange={(event) => {
                const days = Number(event.target.value);
                if (Number.isInteger(days) && days >= 1 && days <= 365) update({ days: String(days) });
              }}
            />
            <span aria-hidden="true" className="text-ink text-sm">
              {t('projects.days', { count: filters.stalledDays })}
            </span>
          </div>
        </fieldset>

        <p role="status" className="mt-4 text-ink-muted text-sm">
          {status}
        </p>

        <div className="mt-3" aria-busy={(query.isFetching && query.isPlaceholderData) || undefined}>
          {data && data.projects.length === 0 && (
            <p className="rounded-lg border border-line bg-white px-4 py-8 text-center text-ink">
              {t('projects.empty')}
            </p>
          )}
          {!data && query.isError && (
            <LoadFailure boxed message={t('projects.loadFailed')} onRetry={() => void query.refetch()} />
          )}
          {data && data.projects.length > 0 && (
            <ul aria-label={t('projects.tableCaption')} className="flex flex-col gap-3">
              {data.projects.map((project) => (
                <li
                  key={project.id}
                  className="flex flex-col gap-2 rounded-lg border border-line bg-white p-4 text-sm md:flex-row md:items-start md:justify-between"
                >
                  <div className="min-w-0">
                    <h2 className="break-words font-semibold text-base text-ink">
                      <Link
                        to={adminProjectPath(project.id)}
                        className="text-brand-800 underline underline-offset-2"
                      >
                        {project.title || t('project.untitled')}
                      </Link>
                    </h2>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                      <dt className="text-ink-muted">{t('projects.columns.client')}</dt>
                      <dd className="text-ink">{project.clientName ?? t('projects.noClient')}</dd>
                      <dt className="text-ink-muted">{t('projects.columns.status')}</dt>
                      <dd className="text-ink">{t(`projects.statuses.${project.status}`)}</dd>
                      {project.daysSinceStaffingMoved !== null && (
                        <>
                          <dt className="text-ink-muted">{t('projects.columns.staffing')}</dt>
                          <dd>
                            <StaffingStillness
                              days={project.daysSinceStaffingMoved}
                              isStalled={project.isStalled}
                            />
                          </dd>
                        </>
                      )}
                      {project.health && (
                        <>
                          <dt className="text-ink-muted">{t('projects.columns.health')}</dt>
                          <dd
                            className={
                              project.health === 'on_track' ? 'text-ink' : 'font-medium text-danger-700'
                            }
                          >
                            {t(`projects.health.${project.health}`)}
                          </dd>
                        </>
                      )}
                      <dt className="text-ink-muted">{t('projects.columns.created')}</dt>
                      <dd className="text-ink">
                        <time dateTime={project.createdAt}>
                          {formatShortDate(project.createdAt, language)}
                        </time>
                      </dd>
                    </dl>
                  </div>
                  <div className="flex flex-wrap items-center gap-3">
                    <Link
                      to={`${PATHS.adminProjects}/${project.id}/billing`}
                      aria-label={t('projects.billingNamed', {
                        title: project.title || t('project.untitled'),
                      })}
                      className="text-brand-700 underline underline-offset-2"
                    >
                      {t('projects.billing')}
                    </Link>
                    {(ADMIN_CANCELLABLE_PROJECT_STATUSES as readonly string[]).includes(project.status) && (
                      <Button
                        variant="secondary"
                        aria-label={t('projects.cancelNamed', {
                          title: project.title || t('project.untitled'),
                        })}
                        onClick={() => setToCancel(project)}
                      >
                        {t('projects.cancel')}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>

        {data && data.pageCount > 1 && (
          <nav aria-label={t('projects.pagination')} className="mt-4 flex flex-wrap items-center gap-4">
            <Button
              variant="secondary"
              disabled={data.page <= 1}
              onClick={() => update({ page: String(data.page - 1) })}
            >
              {t('projects.previous')}
            </Button>
            <p className="text-ink-muted text-sm">
              {t('projects.pageOf', { page: data.page, count: data.pageCount })}
            </p>
            <Button
              variant="secondary"
              disabled={data.page >= data.pageCount}
              onClick={() => update({ page: String(data.page + 1) })}
            >
              {t('projects.next')}
            </Button>
          </nav>
        )}
      </MainContent>
      <CancelProjectDialog project={toCancel} onClose={() => setToCancel(null)} />
      <Toaster label={t('toasts.regionLabel')} closeLabel={t('toasts.close')} />
    </>
  );
}
