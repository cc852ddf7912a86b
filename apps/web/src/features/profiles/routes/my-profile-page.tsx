import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { subscribeToSkillsChanged } from '../../../lib/posting-eligibility';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { myProfileQueryKey, useMyProfile } from '../api/get-my-profile';
import { useAuthSession } from '../../../lib/auth-session';
import { AvailabilityConfirmation } from '../components/availability-confirmation';
import { ClientProfileEditor } from '../components/client-profile-editor';
import { ProfileEditor } from '../components/profile-editor';

/** `/dashboard/profile`: the signed-in user's profile editor: a client's, or a professional's. */
export function MyProfilePage() {
  const { t } = useTranslation('profiles');
  useDocumentTitle('profile');
  const queryClient = useQueryClient();
  const { data: profile } = useMyProfile();
  const { user } = useAuthSession();
  const isProfessional = user?.role === 'professional';
  // A client's profile is a person's (and their organisation's), never the professional form.
  const isClient = user?.role === 'user';

  // Skills changed in another tab: this tab's list (and eligibility) follow.
  useEffect(
    () =>
      subscribeToSkillsChanged(() => {
        void queryClient.invalidateQueries({ queryKey: myProfileQueryKey });
      }),
    [queryClient],
  );

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
        <div>
          <PageTitle>{t('editor.title')}</PageTitle>
          <p className="mt-2 text-ink-muted">{isClient ? t('client.intro') : t('editor.intro')}</p>
        </div>
        {profile ? (
          <>
            {isProfessional && <AvailabilityConfirmation profile={profile} />}
            {/* Keyed by user: the form starts from this user's saved values, never another account's. */}
            {isClient ? (
              <ClientProfileEditor key={profile.id} profile={profile} />
            ) : (
              <ProfileEditor key={profile.id} profile={profile} />
            )}
          </>
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label={t('editor.loading')} size="lg" />
          </div>
        )}
      </div>
    </MainContent>
  );
}
