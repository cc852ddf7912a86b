import { clsx } from 'clsx';
import { useTranslation } from '../lib/use-translation';
import { SOCIAL_NETWORKS, SOCIAL_URLS, type SocialNetwork } from '../lib/company';

// Brand marks (Simple Icons, CC0): lucide no longer ships logos.
function SocialIcon({ network }: { network: SocialNetwork }) {
  if (network === 'instagram') {
    return (
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="size-5"
      >
        <rect x="2.5" y="2.5" width="19" height="19" rx="5.5" />
        <circle cx="12" cy="12" r="4.25" />
        <circle cx="17.6" cy="6.4" r="0.6" fill="currentColor" />
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-5">
      <path
        d={
          network === 'linkedin'
            ? 'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.86 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z'
            : 'M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.4l-5.8-7.58-6.64 7.58H.47l8.6-9.83L0 1.15h7.6l5.24 6.93zM17.61 20.64h2.04L6.49 3.24H4.3z'
        }
      />
    </svg>
  );
}

/** Escouade's three social networks, as icon links opening a new tab. */
export function SocialLinks({ className }: { className?: string }) {
  const { t } = useTranslation('common');

  return (
    <ul aria-label={t('social.label')} className={clsx('flex items-center gap-2', className)}>
      {SOCIAL_NETWORKS.map((network) => (
        <li key={network}>
          <a
            href={SOCIAL_URLS[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t(`social.${network}`)} ${t('opensInNewTab')}`}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink transition-colors hover:border-brand-700 hover:text-brand-700"
          >
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
