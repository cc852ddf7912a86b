import { CLAIMED_COMPLETED_PROJECTS, POD_CONFIGURATION_COUNT } from '../../../lib/interface-constants';
import { ArrowRight, Rocket, ScanSearch, UsersRound } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { staggerStyle } from '../../../components/ui/stagger';
import { useAuthSession } from '../../../lib/auth-session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CallToAction } from '../components/call-to-action';
import { PodIllustration } from '../components/pod-illustration';
import { SectionHeading } from '../components/section-heading';
import { PROCESS_STEP_KEYS } from '../process-steps';
import { PATHS } from '@escouade/contract/paths';

const SUMMARY_STEPS = [
  { key: 'analysis', icon: ScanSearch },
  { key: 'pod', icon: UsersRound },
  { key: 'execution', icon: Rocket },
] as const;

export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle('home');
  const session = useAuthSession();
  const isSignedIn = session.status === 'signed-in';
  // Admins have no dashboard, profile or projects: their way in is the admin area.
  const isAdmin = session.status === 'signed-in' && session.user.role === 'admin';

  const stats = [
    { value: `${CLAIMED_COMPLETED_PROJECTS}+`, label: t('stats.projects') },
    {
      value: t('stats.configurationsValue', { configurations: POD_CONFIGURATION_COUNT }),
      label: t('stats.configurations'),
    },
    { value: String(PROCESS_STEP_KEYS.length), label: t('stats.steps') },
  ];

  return (
    <MainContent>
      <section className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 lg:grid-cols-[1.25fr_1fr] lg:pt-20 lg:pb-24">
          {/* The hero is not animated: it is what the visitor came for, shown as soon as the page renders. */}
          <div>
            <p className="inline-flex rounded-full bg-white px-3 py-1 font-semibold text-brand-700 text-sm shadow-sm ring-1 ring-brand-100">
              {t('eyebrow')}
            </p>
            <PageTitle className="mt-5 text-4xl sm:text-5xl">{t('title')}</PageTitle>
            <p className="mt-5 max-w-xl text-pretty text-ink-muted text-lg leading-8">
              {t('intro', { configurations: POD_CONFIGURATION_COUNT })}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {isAdmin ? (
                <Link to={PATHS.admin} className={buttonClasses('primary', 'px-6')}>
                  {t('adminArea')}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              ) : (
                <>
                  <Link
                    to={isSignedIn ? PATHS.createProject : PATHS.register}
                    className={buttonClasses('primary', 'px-6')}
                  >
                    {t('startProject')}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                  <Link
                    to={isSignedIn ? PATHS.profileShortcut : PATHS.login}
                    className={buttonClasses('secondary', 'px-6')}
                  >
                    {isSignedIn ? t('myProfile') : t('signIn')}
                  </Link>
                </>
              )}
            </div>
          </div>
          <PodIllustration className="mx-auto hidden w-full max-w-md lg:block" />
        </div>
      </section>

      <section aria-label={t('stats.label')} className="border-line border-y bg-white">
        <ul className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
          {stats.map((stat, index) => (
            <li key={stat.label} className="reveal" style={staggerStyle(index)}>
              {/* One sentence, "500+ projets réalisés…", with its figure set large: not a heading. */}
              <p>
                <span className="block font-bold text-4xl text-brand-700 tracking-tight">{stat.value}</span>{' '}
                <span className="mt-1 block text-ink-muted">{stat.label}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="home-process"
        className="below-fold mx-auto w-full max-w-6xl px-4 pt-16 sm:px-6 lg:pt-24"
      >
        <SectionHeading id="home-process" title={t('process.title')} intro={t('process.intro')} />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {SUMMARY_STEPS.map(({ key, icon: Icon }, index) => (
            <li
              key={key}
              className="reveal rounded-xl border border-line bg-white p-6 shadow-sm"
              style={staggerStyle(index)}
            >
              <div className="flex items-center justify-between">
                <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="font-semibold text-ink-muted text-sm">
                  {t('process.stepLabel', { number: index + 1 })}
                </span>
              </div>
              <h3 className="mt-5 font-semibold text-ink text-xl">{t(`process.steps.${key}.title`)}</h3>
              <p className="mt-2 text-ink-muted leading-7">
                {t(`process.steps.${key}.description`, { configurations: POD_CONFIGURATION_COUNT })}
              </p>
            </li>
          ))}
        </ol>
        <Link
          to={PATHS.process}
          className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('process.more')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
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
