import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { BrandLink } from '../../components/brand-link';
import { SocialLinks } from '../../components/social-links';
import { NewsletterSignup } from '../../features/newsletter/components/newsletter-signup';
import { PATHS } from '@escouade/contract/paths';

/**
 * Site footer: work and company columns, newsletter sign-up, social links, copyright. Its links
 * bring the visitor to the top of the page, including a link to the page already shown.
 */
export function SiteFooter() {
  const { t } = useTranslation('footer');
  const currentYear = new Date().getFullYear();

  return (
    <footer className="border-line border-t bg-white">
      <div className="mx-auto grid w-full max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.8fr]">
        <div className="col-span-2 lg:col-span-1">
          <BrandLink to={PATHS.home} />
          <p className="mt-3 max-w-xs text-ink-muted text-sm leading-6">{t('tagline')}</p>
          <SocialLinks className="mt-5" />
        </div>
        <FooterColumn title={t('work.title')}>
          <FooterLink to={PATHS.showcase}>{t('work.projects')}</FooterLink>
          <FooterLink to={PATHS.caseStudies}>{t('work.caseStudies')}</FooterLink>
          <FooterLink to={PATHS.testimonials}>{t('work.testimonials')}</FooterLink>
        </FooterColumn>
        <FooterColumn title={t('company.title')}>
          <FooterLink to={PATHS.about}>{t('company.about')}</FooterLink>
          <FooterLink to={PATHS.process}>{t('company.process')}</FooterLink>
          <FooterLink to={PATHS.contact}>{t('company.contact')}</FooterLink>
          <FooterLink to={PATHS.accessibility}>{t('company.accessibility')}</FooterLink>
          <FooterLink to={PATHS.privacy}>{t('company.privacy')}</FooterLink>
        </FooterColumn>
        <div className="col-span-2 lg:col-span-1">
          <NewsletterSignup />
        </div>
      </div>
      <div className="border-line border-t">
        <p className="mx-auto w-full max-w-6xl px-4 py-5 text-ink-muted text-sm sm:px-6">
          {t('copyright', { year: currentYear })}
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-semibold text-ink text-sm">{title}</h2>
      <ul className="mt-3 flex flex-col">{children}</ul>
    </nav>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        // Navigating resets the scroll position already; this also covers a link to the current page.
        onClick={() => window.scrollTo({ top: 0 })}
        className="-mx-1 inline-flex min-h-11 items-center rounded px-1 text-ink-muted text-sm hover:text-brand-700 hover:underline sm:min-h-9"
      >
        {children}
      </Link>
    </li>
  );
}
