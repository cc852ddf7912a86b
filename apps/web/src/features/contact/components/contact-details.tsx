import { Clock, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { SocialLinks } from '../../../components/social-links';
import { COMPANY_EMAIL, COMPANY_MAP_URL, COMPANY_PHONE, COMPANY_PHONE_URI } from '../../../lib/company';

const ICON_CLASSES = 'absolute top-0 left-0 size-5 text-brand-700';

/** Address, e-mail, phone, opening hours and social networks. */
export function ContactDetails() {
  const { t } = useTranslation(['contactPage', 'common']);

  return (
    <section aria-labelledby="contact-details-title" className="rounded-lg border border-line bg-white p-6">
      <h2 id="contact-details-title" className="font-semibold text-ink text-lg">
        {t('info.title')}
      </h2>
      <dl className="mt-5 flex flex-col gap-5 text-sm">
        <div className="relative pl-8">
          <dt className="font-medium text-ink">
            <MapPin aria-hidden="true" className={ICON_CLASSES} />
            {t('info.address')}
          </dt>
          <dd className="mt-1 text-ink-muted">
            <address className="not-italic">
              {t('address.street')}
              <br />
              {t('address.city')}
              <br />
              {t('address.country')}
            </address>
          </dd>
        </div>
        <div className="relative pl-8">
          <dt className="font-medium text-ink">
            <Mail aria-hidden="true" className={ICON_CLASSES} />
            {t('info.email')}
          </dt>
          <dd className="mt-1">
            <a href={`mailto:${COMPANY_EMAIL}`} className="text-brand-700 underline-offset-4 hover:underline">
              {COMPANY_EMAIL}
            </a>
          </dd>
        </div>
        <div className="relative pl-8">
          <dt className="font-medium text-ink">
            <Phone aria-hidden="true" className={ICON_CLASSES} />
            {t('info.phone')}
          </dt>
          <dd className="mt-1">
            <a href={COMPANY_PHONE_URI} className="text-brand-700 underline-offset-4 hover:underline">
              {COMPANY_PHONE}
            </a>
          </dd>
          <dd className="mt-1 flex items-center gap-1.5 text-ink-muted">
            <Clock aria-hidden="true" className="size-4" />
            {t('info.hours')}
          </dd>
        </div>
      </dl>
      <h3 className="mt-8 font-semibold text-ink text-sm">{t('social.title')}</h3>
      <SocialLinks className="mt-3" />
    </section>
  );
}

/**
 * Where to find us: an illustration with the address and a link to a real map. Honest on purpose: no fake
 * map picture, and no third-party map embedded (it would track visitors and break the CSP).
 */
export function VisitUs() {
  const { t } = useTranslation(['contactPage', 'common']);

  return (
    <section
      aria-labelledby="visit-us-title"
      className="overflow-hidden rounded-lg border border-line bg-white"
    >
      <div aria-hidden="true" className="relative h-40 bg-brand-50">
        <svg viewBox="0 0 400 160" preserveAspectRatio="xMidYMid slice" className="size-full">
          <g fill="none" stroke="#c7d2fe" strokeWidth="10" strokeLinecap="round">
            <path d="M-10 120 L410 60" />
            <path d="M120 -10 L170 170" />
            <path d="M260 -10 L300 170" />
          </g>
          <g fill="none" stroke="#e0e7ff" strokeWidth="5" strokeLinecap="round">
            <path d="M-10 40 L410 20" />
            <path d="M40 -10 L60 170" />
            <path d="M-10 150 L410 140" />
            <path d="M350 -10 L370 170" />
          </g>
          <circle cx="215" cy="78" r="30" fill="#4338ca" opacity="0.12" />
          <path d="M215 48c-11 0-20 9-20 20 0 15 20 32 20 32s20-17 20-32c0-11-9-20-20-20z" fill="#4338ca" />
          <circle cx="215" cy="68" r="7" fill="#fff" />
        </svg>
      </div>
      <div className="p-6">
        <h2 id="visit-us-title" className="font-semibold text-ink text-lg">
          {t('map.title')}
        </h2>
        <p className="mt-2 text-ink-muted text-sm leading-6">{t('map.description')}</p>
        <p className="mt-3 font-medium text-ink text-sm">
          {t('address.street')}, {t('address.city')}
        </p>
        <a
          href={COMPANY_MAP_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 text-sm underline-offset-4 hover:underline"
        >
          {t('map.open')}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('common:opensInNewTab')}</span>
        </a>
      </div>
    </section>
  );
}
