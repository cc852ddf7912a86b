import type { ReportTargetType } from '@escouade/contract/reports';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { ReportDialog } from './report-dialog';

/** A flag button that opens the report dialog for someone else's post or comment. */
export function ReportButton({ targetType, targetId }: { targetType: 'post' | 'comment'; targetId: string }) {
  const { t } = useTranslation('common');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-brand-50 hover:text-brand-700"
      >
        <Flag aria-hidden="true" className="size-5" />
        <span className="sr-only">{t(`report.${targetType}`)}</span>
      </button>
      <ReportDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        targetType={targetType satisfies ReportTargetType}
        targetId={targetId}
      />
    </>
  );
}
