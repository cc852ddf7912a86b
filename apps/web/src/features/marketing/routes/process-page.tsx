import { POD_CONFIGURATION_COUNT } from '../../../lib/interface-constants';
import {
  CalendarRange,
  Check,
  Gauge,
  type LucideIcon,
  PackageCheck,
  ScanSearch,
  UsersRound,
} from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { MainContent } from '../../../components/ui/main-content';
import { PageHeader } from '../../../components/ui/page-header';
import { staggerStyle } from '../../../components/ui/stagger';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CallToAction } from '../components/call-to-action';
import { PROCESS_STEP_KEYS, type ProcessStepKey } from '../process-steps';

const STEP_ICONS: Record<ProcessStepKey, LucideIcon> = {
  analysis: ScanSearch,
  pod: UsersRound,
  planning: CalendarRange,
  execution: Gauge,
  delivery: PackageCheck,
};

export function ProcessPage() {
  const { t } = useTranslation('processPage');
  useDocumentTitle('process');

  return (
    <MainContent>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6">
        <ol className="flex flex-col gap-6">
          {PROCESS_STEP_KEYS.map((key, index) => {
            const Icon = STEP_ICONS[key];
            const titleId = `process-step-${key}`;
            return (
              <li key={key} className="reveal" style={staggerStyle(index)}>
                <article
                  aria-labelledby={titleId}
                  className="grid gap-5 rounded-xl border border-line bg-white p-6 shadow-sm sm:grid-cols-[auto_1fr] sm:gap-8 sm:p-8"
                >
                  <div className="flex items-center gap-4 sm:flex-col sm:items-center">
                    <span className="inline-flex size-14 items-center justify-center rounded-xl bg-brand-700 text-white">
                      <Icon aria-hidden="true" className="size-7" />
                    </span>
                    <span className="font-semibold text-brand-700 text-sm">
                      {t('stepLabel', { number: index + 1 })}
                    </span>
                  </div>
                  <div>
                    <h2 id={titleId} className="font-bold text-2xl text-ink tracking-tight">
                      {t(`steps.${key}.title`)}
                    </h2>
                    <p className="mt-3 text-pretty text-ink-muted leading-7">
                      {t(`steps.${key}.description`, { configurations: POD_CONFIGURATION_COUNT })}
                    </p>
                    <h3 className="sr-only">{t('featuresLabel')}</h3>
                    <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                      {t(`steps.${key}.features`, { returnObjects: true }).map((feature) => (
                        <li key={feature} className="flex gap-2 text-ink text-sm">
                          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                          {feature}
                        </li>
                      ))}
                    </ul>
                  </div>
                </article>
              </li>
            );
          })}
        </ol>
      </div>
      <CallToAction
        title={t('cta.title')}
        text={t('cta.text')}
        registerLabel={t('cta.register')}
        contactLabel={t('cta.contact')}
      />
    </MainContent>
  );
}
