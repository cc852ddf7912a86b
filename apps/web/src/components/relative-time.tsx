import { useTranslation } from '../lib/use-translation';
import { formatExactDate, formatRelativeTime } from '../lib/format-dates';
import { getCurrentLanguage } from '../lib/i18n';
import { useNow } from '../lib/use-now';

/** "il y a 5 minutes", with the exact date and time on hover, in the interface's language. */
export function RelativeTime({ date, className }: { date: string; className?: string }) {
  const { i18n } = useTranslation();
  const language = getCurrentLanguage(i18n);
  const now = useNow();
  return (
    <time dateTime={date} title={formatExactDate(date, language)} className={className}>
      {formatRelativeTime(date, language, now)}
    </time>
  );
}
