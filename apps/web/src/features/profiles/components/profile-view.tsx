import {
  AVAILABILITY_CONFIRMATION_DAYS,
  type PublicProfile,
  type UserSkill,
} from '@escouade/contract/profiles';
import { ExternalLink, MapPin } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { RatingSummaryText } from '../../../components/rating';
import { Avatar, getInitials } from '../../../components/ui/avatar';
import { getCurrentLanguage } from '../../../lib/i18n';
import { getDisplayName, getSkillCategoryLabel } from '../profile-labels';
import { AvailabilityBadge } from './availability-badge';
import { VerifiedBadge } from '../../../components/verified-badge';
import { BlockMuteControl } from './block-mute-control';
import { FollowControl } from './follow-control';
import { SkillLevelMeter } from './skill-level-meter';

type ProfileViewProps = {
  profile: PublicProfile;
  /** 1 on the public profile page; 2 in the editor's preview, under the page's own title. */
  headingLevel: 1 | 2;
};

/**
 * A professional's profile as everyone sees it. The editor's preview renders this
 * same component, so what the owner previews is what others get.
 */
export function ProfileView({ profile, headingLevel }: ProfileViewProps) {
  const { t, i18n } = useTranslation(['profiles', 'common']);
  const nameId = useId();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  const name = getDisplayName(t, profile);
  // Said of professionals (a profession given); a client's profile has no availability to confirm.
  const isProfessional = Boolean(profile.profession);
  const isStale = profile.isAvailabilityStale && isProfessional;
  const location = [profile.city, profile.country].filter(Boolean).join(', ');
  const language = getCurrentLanguage(i18n);
  const links = [
    { key: 'website', label: t('view.website'), url: profile.websiteUrl },
    { key: 'portfolio', label: t('view.portfolio'), url: profile.portfolioUrl },
  ].flatMap((link) => (link.url && isWebUrl(link.url) ? [{ ...link, url: link.url }] : []));

  return (
    <article aria-labelledby={nameId} className="overflow-hidden rounded-xl border border-line bg-white">
      <header className="flex flex-col gap-5 bg-gradient-to-b from-brand-50 to-white p-5 sm:flex-row sm:items-start sm:p-6">
        <Avatar
          src={profile.avatarUrl}
          initials={getInitials([profile.firstName, profile.lastName])}
          size="xl"
        />
        <div className="min-w-0 flex-1">
          <Title id={nameId} className="text-balance break-words font-bold text-2xl text-ink sm:text-3xl">
            {name}
          </Title>
          {profile.verified && (
            <p className="mt-2">
              <VerifiedBadge />
            </p>
          )}
          <p className="mt-1 break-words text-ink-muted text-lg">
            {profile.profession || t('view.noProfession')}
          </p>
          {isProfessional && (
            <p className="mt-2">
              <span className="sr-only">{t('view.rating')} </span>
              <RatingSummaryText summary={profile.rating} />
            </p>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <AvailabilityBadge status={profile.availabilityStatus} />
            {isStale && (
              <span className="text-amber-900">
                {t('view.availabilityStale', { days: AVAILABILITY_CONFIRMATION_DAYS })}
              </span>
            )}
            {location && (
              <span className="inline-flex items-center gap-1.5 text-ink-muted">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">{t('view.location')}</span>
                {location}
              </span>
            )}
          </div>
        </div>
        <div className="flex flex-col items-start gap-3 sm:items-end">
          <FollowControl profile={profile} />
          <BlockMuteControl profile={profile} />
        </div>
      </header>

      <div className="grid gap-8 border-line border-t p-5 sm:p-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-8 lg:col-span-2">
          <section aria-labelledby={`${nameId}-about`}>
            <Section id={`${nameId}-about`} className="font-semibold text-ink text-lg">
              {t('view.about')}
            </Section>
            <p className="mt-2 whitespace-pre-line break-words text-ink">
              {profile.biography || <span className="text-ink-muted">{t('view.noBiography')}</span>}
            </p>
          </section>
          <section aria-labelledby={`${nameId}-skills`}>
            <Section id={`${nameId}-skills`} className="font-semibold text-ink text-lg">
              {t('view.skills')}
            </Section>
            {profile.skills.length === 0 ? (
              <p className="mt-2 text-ink-muted">{t('view.noSkills')}</p>
            ) : (
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {profile.skills.map((skill) => (
                  <SkillItem key={skill.skillId} skill={skill} />
                ))}
              </ul>
            )}
          </section>
        </div>

        <div className="flex min-w-0 flex-col gap-8">
          <section aria-labelledby={`${nameId}-details`}>
            <Section id={`${nameId}-details`} className="font-semibold text-ink text-lg">
              {t('view.details')}
            </Section>
            <dl className="mt-2 flex flex-col gap-3 text-sm">
              <div>
                <dt className="text-ink-muted">{t('view.experience')}</dt>
                <dd className="font-medium text-ink">
                  {profile.experienceYears === null
                    ? t('view.notProvided')
                    : t('view.experienceYears', { count: profile.experienceYears })}
                </dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t('view.hourlyRate')}</dt>
                <dd className="font-medium text-ink">
                  {profile.hourlyRate === null
                    ? t('view.notProvided')
                    : t('view.hourlyRateValue', {
                        rate: new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(
                          profile.hourlyRate,
                        ),
                      })}
                </dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t('view.hoursPerWeek')}</dt>
                <dd className="font-medium text-ink">
                  {profile.hoursPerWeek === null
                    ? t('view.notProvided')
                    : t('view.hoursPerWeekValue', { count: profile.hoursPerWeek })}
                </dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby={`${nameId}-links`}>
            <Section id={`${nameId}-links`} className="font-semibold text-ink text-lg">
              {t('view.links')}
            </Section>
            {links.length === 0 ? (
              <p className="mt-2 text-ink-muted text-sm">{t('view.noLinks')}</p>
            ) : (
              <ul className="mt-2 flex flex-col gap-2">
                {links.map((link) => (
                  <li key={link.key}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="group inline-flex min-h-11 max-w-full items-center gap-2 rounded-md text-brand-700 text-sm underline-offset-4 hover:underline"
                    >
                      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                      <span className="min-w-0">
                        <span className="font-medium">{link.label}</span>
                        <span className="block truncate text-ink-muted text-xs">{formatUrl(link.url)}</span>
                      </span>
                      <span className="sr-only">{t('common:opensInNewTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
    </article>
  );
}

function SkillItem({ skill }: { skill: UserSkill }) {
  const { t } = useTranslation('profiles');
  const category = getSkillCategoryLabel(t, skill.category);
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-lg border border-line bg-canvas px-3 py-2">
      <span className="break-words font-medium text-ink">{skill.name}</span>
      {category && <span className="break-words text-ink-muted text-xs">{category}</span>}
      <SkillLevelMeter level={skill.level} />
    </li>
  );
}

/** Only web addresses become links (the server refuses others; old data is not trusted blindly). */
function isWebUrl(value: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(value);
}

/** `https://www.ines.example/work/` → `ines.example/work`: readable, the full address stays in `href`. */
function formatUrl(value: string): string {
  return value.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}
