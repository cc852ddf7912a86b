import { ArrowLeft, Pencil, SearchX } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { MainContent } from '../../../components/ui/main-content';
import { PageTitle } from '../../../components/ui/page-title';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { isProfileNotFound, usePublicProfile } from '../api/get-public-profile';
import { ProfileReviews } from '../components/profile-reviews';
import { ProfileView } from '../components/profile-view';
import { PATHS } from '@escouade/contract/paths';

/** `/dashboard/profile/:id`: a professional's public profile, with a back button. */
export function PublicProfilePage() {
  const { t } = useTranslation('profiles');
  useDocumentTitle('publicProfile');
  const { id = '' } = useParams();
  const { data: profile, error } = usePublicProfile(id);

  return (
    <MainContent className="w-full px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <BackButton />
          {profile?.isMe && (
            <Link to={PATHS.myProfile} className={buttonClasses('secondary')}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('publicProfile.editMine')}
            </Link>
          )}
        </div>
        {profile ? (
          <>
            <ProfileView profile={profile} headingLevel={1} />
            {profile.profession && <ProfileReviews profile={profile} />}
          </>
        ) : isProfileNotFound(error) ? (
          <div className="flex flex-col items-center rounded-xl border border-line bg-white px-6 py-12 text-center">
            <SearchX aria-hidden="true" className="size-10 text-ink-muted" />
            <PageTitle className="mt-4 text-2xl sm:text-3xl">{t('publicProfile.notFound')}</PageTitle>
            <p className="mt-2 text-ink-muted">{t('publicProfile.notFoundHint')}</p>
            <Link to={PATHS.dashboard} className={buttonClasses('primary', 'mt-6')}>
              {t('publicProfile.toFeed')}
            </Link>
          </div>
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label={t('publicProfile.loading')} size="lg" />
          </div>
        )}
      </div>
    </MainContent>
  );
}

/** Back to the previous page in the app (the feed, usually), or to the feed when the profile was opened directly. */
function BackButton() {
  const { t } = useTranslation('profiles');
  const navigate = useNavigate();
  // React Router numbers the entries of its own history: 0 means the app was entered on this page.
  const canGoBack = typeof window !== 'undefined' && (window.history.state?.idx ?? 0) > 0;
  return (
    <Button
      variant="ghost"
      onClick={() => (canGoBack ? navigate(-1) : navigate(PATHS.dashboard))}
      className="-ml-2"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('publicProfile.back')}
    </Button>
  );
}
