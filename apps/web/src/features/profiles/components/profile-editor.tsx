import { publicProfilePath } from '@escouade/contract/paths';
import {
  type MyProfile,
  type PublicProfile,
  type UpdateProfileInput,
  updateProfileInputSchema,
} from '@escouade/contract/profiles';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, Pencil, UserRound } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { getCurrentLanguage } from '../../../lib/i18n';
import { AvatarEditor } from './avatar-editor';
import { EligibilityNotice } from './eligibility-notice';
import { ProfileForm, type ProfileFormOutput, toProfileFormValues } from './profile-form';
import { ProfileView } from './profile-view';
import { SkillsManager } from './skills-manager';

type Mode = 'edit' | 'preview';

const tabClasses =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-md px-4 font-medium text-sm text-ink transition-colors hover:bg-white/70 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm sm:flex-none';

/**
 * The profile editor: edit mode (photo, form, skills) and preview mode, which renders the public
 * profile's own component with what the form holds now. The edit panel stays mounted while previewing, so
 * nothing typed is lost by switching.
 */
export function ProfileEditor({ profile }: { profile: MyProfile }) {
  const { t, i18n } = useTranslation('profiles');
  const [mode, setMode] = useState<Mode>('edit');
  const form = useForm<UpdateProfileInput, unknown, ProfileFormOutput>({
    resolver: zodResolver(updateProfileInputSchema),
    defaultValues: toProfileFormValues(profile, getCurrentLanguage(i18n)),
  });

  return (
    <Tabs.Root value={mode} onValueChange={(value) => setMode(value === 'preview' ? 'preview' : 'edit')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Tabs.List
          aria-label={t('editor.modes.label')}
          className="flex w-full gap-1 rounded-lg bg-brand-50 p-1 sm:inline-flex sm:w-auto"
        >
          <Tabs.Trigger value="edit" className={tabClasses}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('editor.modes.edit')}
          </Tabs.Trigger>
          <Tabs.Trigger value="preview" className={tabClasses}>
            <Eye aria-hidden="true" className="size-4" />
            {t('editor.modes.preview')}
          </Tabs.Trigger>
        </Tabs.List>
        <Link
          to={publicProfilePath(profile.id)}
          className={buttonClasses('ghost', 'self-start sm:self-auto')}
        >
          <UserRound aria-hidden="true" className="size-4" />
          {t('editor.viewPublic')}
        </Link>
      </div>

      <Tabs.Content
        value="edit"
        forceMount
        hidden={mode !== 'edit'}
        className="mt-6 flex flex-col gap-6 data-[state=inactive]:hidden"
      >
        <EligibilityNotice />
        <AvatarEditor profile={profile} />
        <section className="rounded-xl border border-line bg-white p-5 sm:p-6">
          <ProfileForm form={form} profile={profile} />
        </section>
        <SkillsManager profile={profile} />
      </Tabs.Content>

      <Tabs.Content value="preview" className="mt-6 flex flex-col gap-4">
        <ProfilePreview profile={profile} control={form.control} isDirty={form.formState.isDirty} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function ProfilePreview({
  profile,
  control,
  isDirty,
}: {
  profile: MyProfile;
  control: Control<UpdateProfileInput, unknown, ProfileFormOutput>;
  isDirty: boolean;
}) {
  const { t } = useTranslation('profiles');
  const values = useWatch({ control });
  return (
    <>
      <p className="rounded-lg border border-brand-100 bg-brand-50 p-3 text-ink text-sm">
        {t('editor.previewNotice')}
        {isDirty && <> {t('editor.previewUnsaved')}</>}
      </p>
      <ProfileView profile={toPreviewProfile(profile, values)} headingLevel={2} />
    </>
  );
}

/**
 * What the public profile would show once the form is saved. Values the server would refuse are shown as
 * not given (the preview never shows a `javascript:` link, say).
 */
function toPreviewProfile(profile: MyProfile, values: Partial<UpdateProfileInput>): PublicProfile {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  const url = (value: unknown) => {
    const candidate = text(value);
    return candidate && /^https?:\/\/\S+$/i.test(candidate) ? candidate : null;
  };
  const years = text(values.experienceYears);
  const rate = text(values.hourlyRate);
  const hours = text(values.hoursPerWeek);
  const rateNumber = rate === null ? Number.NaN : Number(rate.replace(',', '.'));
  return {
    id: profile.id,
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    profession: text(values.profession),
    biography: text(values.biography),
    city: text(values.city),
    country: text(values.country),
    websiteUrl: url(values.websiteUrl),
    portfolioUrl: url(values.portfolioUrl),
    experienceYears: years !== null && /^\d+$/.test(years) ? Number(years) : null,
    hourlyRate: Number.isFinite(rateNumber) && rateNumber >= 0 ? Math.round(rateNumber * 100) / 100 : null,
    hoursPerWeek: hours !== null && /^\d+$/.test(hours) ? Number(hours) : null,
    // Saving confirms the availability.
    availabilityConfirmedAt: new Date().toISOString(),
    isAvailabilityStale: false,
    availabilityStatus: values.availabilityStatus ?? profile.availabilityStatus,
    avatarUrl: profile.avatarUrl,
    skills: profile.skills,
    followerCount: profile.followerCount,
    rating: profile.rating,
    verified: profile.verified,
    isFollowedByMe: false,
    isBlockedByMe: false,
    isMutedByMe: false,
    isMe: true,
  };
}
