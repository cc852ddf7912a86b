import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAuditEntries } from '../api/list-audit-entries';
import { AuditLog } from '../components/audit-log';

/** `/admin/audit`: every admin action, newest first, read-only, 50 at a time. */
export function AuditLogPage() {
  const { t } = useTranslation('adminArea');
  useDocumentTitle('adminAudit');
  const auditQuery = useAuditEntries();
  const entries = auditQuery.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <PageTitle>{t('audit.title')}</PageTitle>
      <p className="mt-2 text-ink-muted">{t('audit.intro')}</p>

      <p role="status" className="mt-6 text-ink-muted text-sm">
        {auditQuery.isPending ? t('audit.loading') : t('audit.shown', { count: entries.length })}
      </p>
      <div className="mt-3">
        {auditQuery.data &&
          (entries.length === 0 ? (
            <p className="rounded-lg border border-line bg-white px-4 py-8 text-center text-ink">
              {t('audit.empty')}
            </p>
          ) : (
            <AuditLog entries={entries} />
          ))}
      </div>
      {auditQuery.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => void auditQuery.fetchNextPage()}
          disabled={auditQuery.isFetchingNextPage}
        >
          {auditQuery.isFetchingNextPage ? t('audit.loadingMore') : t('audit.loadMore')}
        </Button>
      )}
    </MainContent>
  );
}
