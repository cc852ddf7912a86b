import type { DataExport } from '@escouade/contract/data-rights';
import { EXPORT_RETENTION_DAYS } from '@escouade/contract/data-rights';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { formatDay } from '../../../lib/format-dates';
import { getCurrentLanguage, type SupportedLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { archiveUrl, isInProgress, useDataExports, useRequestDataExport } from '../api/data-exports';
import { SettingsSection } from './settings-section';
import { LoadFailure } from '../../../components/load-failure';

/**
 * "Export my data": asks for an archive, follows its preparation (the list is read again while it lasts),
 * then offers it for download until it expires. The e-mail says when it is ready, for those who leave.
 */
export function DataExportSection() {
  const { t } = useTranslation(['account', 'errors']);
  const exports = useDataExports();
  const request = useRequestDataExport();
  const latest = exports.data?.items[0];
  const isBusy = isInProgress(latest) || request.isPending;

  return (
    <SettingsSection
      id="data-export"
      title={t('data.export.title')}
      description={t('data.export.description', { days: EXPORT_RETENTION_DAYS })}
    >
      <div className="flex flex-col items-start gap-4">
        {exports.isPending ? (
          <p role="status" className="text-ink-muted text-sm">
            {t('data.export.loading')}
          </p>
        ) : exports.isError ? (
          <LoadFailure
            message={t('data.export.loadFailed', { reason: apiErrorMessage(t, exports.error) })}
            onRetry={() => void exports.refetch()}
          />
        ) : (
          // One live region for every state, so that "being prepared" becoming "ready" is read out.
          <div role="status" className="w-full">
            <ExportStatus latest={latest} />
          </div>
        )}
        {request.error && (
          <FormAlert tone="error">
            <p>{apiErrorMessage(t, request.error)}</p>
          </FormAlert>
        )}
        {!exports.isError && (
          <Button
            variant={latest ? 'secondary' : 'primary'}
            aria-disabled={isBusy || undefined}
            onClick={() => {
              if (!isBusy) request.mutate();
            }}
          >
            {request.isPending
              ? t('data.export.requesting')
              : latest
                ? t('data.export.requestAgain')
                : t('data.export.request')}
          </Button>
        )}
      </div>
    </SettingsSection>
  );
}

function ExportStatus({ latest }: { latest: DataExport | undefined }) {
  const { t, i18n } = useTranslation('account');
  const language = getCurrentLanguage(i18n);
  const labelId = useId();

  if (!latest) return <p className="text-ink-muted text-sm">{t('data.export.none')}</p>;
  switch (latest.status) {
    case 'pending':
    case 'building':
      return (
        <div className="flex w-full max-w-md flex-col gap-2">
          {/* The sentence is announced once per state, not at each percent: the bar carries the figure. */}
          <p id={labelId} className="text-ink text-sm">
            {t('data.export.preparing')}
          </p>
          <div className="flex items-center gap-3">
            <progress
              aria-labelledby={labelId}
              max={100}
              value={latest.progress}
              className="h-2 w-full appearance-none overflow-hidden rounded-full bg-brand-100 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-brand-100 [&::-webkit-progress-value]:bg-brand-700"
            />
            <span aria-hidden="true" className="w-12 shrink-0 text-right text-ink-muted text-sm tabular-nums">
              {t('data.export.percent', { value: latest.progress })}
            </span>
          </div>
          <p className="text-ink-muted text-xs">{t('data.export.mailNotice')}</p>
        </div>
      );
    case 'ready':
      return (
        <div className="flex flex-col items-start gap-3">
          <p className="text-ink text-sm">
            {t('data.export.ready', {
              date: formatDay(latest.readyAt ?? latest.createdAt, language),
              size: formatSize(latest.sizeBytes ?? 0, language),
              until: formatDay(latest.expiresAt ?? latest.createdAt, language),
            })}
          </p>
          <a href={archiveUrl(latest.id)} download className={buttonClasses('primary')}>
            <Download aria-hidden="true" className="size-4" />
            {t('data.export.download')}
          </a>
        </div>
      );
    case 'failed':
      return <p className="text-danger-700 text-sm">{t('data.export.failed')}</p>;
    case 'expired':
      return <p className="text-ink-muted text-sm">{t('data.export.expired')}</p>;
  }
}

/** "12 ko", "1,4 Mo" / "12 kB", "1.4 MB". */
function formatSize(bytes: number, language: SupportedLanguage): string {
  const isLarge = bytes >= 1_000_000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: isLarge ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: isLarge ? 1 : 0,
  }).format(isLarge ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}
