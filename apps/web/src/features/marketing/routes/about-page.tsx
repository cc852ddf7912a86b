import { CLAIMED_COMPLETED_PROJECTS } from '../../../lib/interface-constants';
import {
  Award,
  BrainCircuit,
  Briefcase,
  CodeXml,
  Compass,
  Eye,
  Handshake,
  Lightbulb,
  type LucideIcon,
  Target,
  Users,
} from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { MainContent } from '../../../components/ui/main-content';
import { PageHeader } from '../../../components/ui/page-header';
import { staggerStyle } from '../../../components/ui/stagger';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CallToAction } from '../components/call-to-action';
import { SectionHeading } from '../components/section-heading';

const VALUES = [
  { key: 'excellence', icon: Award },
  { key: 'collaboration', icon: Handshake },
  { key: 'transparency', icon: Eye },
  { key: 'innovation', icon: Lightbulb },
] as const satisfies ReadonlyArray<{ key: string; icon: LucideIcon }>;

const TEAM = [
  { key: 'camille', icon: Briefcase },
  { key: 'yanis', icon: CodeXml },
  { key: 'sophie', icon: Users },
  { key: 'thomas', icon: BrainCircuit },
] as const satisfies ReadonlyArray<{ key: string; icon: LucideIcon }>;

export function AboutPage() {
  const { t } = useTranslation(['aboutPage', 'about']);
  useDocumentTitle('about');

  return (
    <MainContent>
      <PageHeader title={t('title')} intro={t('intro')} />

      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 pt-4 sm:px-6 lg:grid-cols-[1.3fr_1fr]">
        <section aria-labelledby="about-story" className="reveal">
          <SectionHeading id="about-story" title={t('about:story')} />
          <p className="mt-4 text-pretty text-ink-muted leading-8">{t('story.first')}</p>
          <p className="mt-4 text-pretty text-ink-muted leading-8">
            {t('story.second', { projects: CLAIMED_COMPLETED_PROJECTS })}
          </p>
        </section>
        <div className="flex flex-col gap-6">
          <section
            aria-labelledby="about-mission"
            className="reveal rounded-xl border border-line bg-white p-6 shadow-sm"
            style={staggerStyle(1)}
          >
            <Target aria-hidden="true" className="size-7 text-brand-700" />
            <h2 id="about-mission" className="mt-3 font-semibold text-ink text-xl">
              {t('about:mission')}
            </h2>
            <p className="mt-2 text-ink-muted leading-7">{t('mission')}</p>
          </section>
          <section
            aria-labelledby="about-vision"
            className="reveal rounded-xl border border-line bg-white p-6 shadow-sm"
            style={staggerStyle(2)}
          >
            <Compass aria-hidden="true" className="size-7 text-brand-700" />
            <h2 id="about-vision" className="mt-3 font-semibold text-ink text-xl">
              {t('about:vision')}
            </h2>
            <p className="mt-2 text-ink-muted leading-7">{t('vision')}</p>
          </section>
        </div>
      </div>

      <section
        aria-labelledby="about-values"
        className="mx-auto w-full max-w-6xl px-4 pt-16 sm:px-6 lg:pt-24"
      >
        <SectionHeading id="about-values" title={t('about:values')} intro={t('valuesIntro')} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ key, icon: Icon }, index) => (
            <li
              key={key}
              className="reveal rounded-xl border border-line bg-white p-6 shadow-sm"
              style={staggerStyle(index)}
            >
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 font-semibold text-ink text-lg">{t(`values.${key}.title`)}</h3>
              <p className="mt-2 text-ink-muted text-sm leading-6">{t(`values.${key}.description`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team" className="mx-auto w-full max-w-6xl px-4 pt-16 sm:px-6 lg:pt-24">
        <SectionHeading id="about-team" title={t('about:team')} intro={t('teamIntro')} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TEAM.map(({ key, icon: Icon }, index) => (
            <li
              key={key}
              className="reveal rounded-xl border border-line bg-white p-6 text-center shadow-sm"
              style={staggerStyle(index)}
            >
              <span className="mx-auto inline-flex size-20 items-center justify-center rounded-full bg-brand-700 text-white">
                <Icon aria-hidden="true" className="size-9" />
              </span>
              <h3 className="mt-4 font-semibold text-ink text-lg">{t(`team.${key}.name`)}</h3>
              <p className="mt-1 font-medium text-brand-700 text-sm">{t(`team.${key}.role`)}</p>
              <p className="mt-3 text-ink-muted text-sm leading-6">{t(`team.${key}.bio`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <CallToAction
        title={t('cta.title')}
        text={t('cta.text')}
        registerLabel={t('cta.register')}
        contactLabel={t('cta.contact')}
      />
    </MainContent>
  );
}
