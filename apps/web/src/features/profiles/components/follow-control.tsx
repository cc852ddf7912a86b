import type { PublicProfile } from '@escouade/contract/profiles';
import { UserCheck, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { useAuthSession } from '../../../lib/auth-session';
import { useSetFollowing } from '../api/follow';
import { apiErrorMessage } from '../../../lib/api-error-message';

/**
 * Follow / unfollow and the follower count. Disabled when signed out and on one's own profile,
 * with the reason next to it. Optimistic; a refusal restores the previous state and says why.
 */
export function FollowControl({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation(['profiles', 'errors']);
  const session = useAuthSession();
  const setFollowing = useSetFollowing();
  const reasonId = useId();

  const isSignedIn = session.status === 'signed-in';
  const isDisabled = !isSignedIn || profile.isMe || profile.isBlockedByMe;
  const reason = profile.isMe
    ? t('follow.ownProfile')
    : !isSignedIn
      ? t('follow.signedOut')
      : profile.isBlockedByMe
        ? t('follow.blocked')
        : null;
  const { error } = setFollowing;

  const onClick = () => {
    // Not `disabled` while a request runs: the button would lose keyboard focus. A second click waits.
    if (isDisabled || setFollowing.isPending) return;
    setFollowing.mutate({ userId: profile.id, follow: !profile.isFollowedByMe });
  };

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button
        variant={profile.isFollowedByMe ? 'secondary' : 'primary'}
        disabled={isDisabled}
        aria-describedby={reason ? reasonId : undefined}
        onClick={onClick}
        className="w-full sm:w-auto"
      >
        {profile.isFollowedByMe ? (
          <UserCheck aria-hidden="true" className="size-4" />
        ) : (
          <UserPlus aria-hidden="true" className="size-4" />
        )}
        {profile.isFollowedByMe ? t('follow.unfollow') : t('follow.follow')}
      </Button>
      <p aria-live="polite" className="font-medium text-ink text-sm">
        {t('follow.followers', { count: profile.followerCount })}
      </p>
      {reason && (
        <p id={reasonId} className="max-w-60 text-ink-muted text-xs sm:text-right">
          {reason}
        </p>
      )}
      {error && (
        <p role="alert" className="max-w-72 text-danger-700 text-sm sm:text-right">
          {t('follow.failed', {
            reason: apiErrorMessage(t, error),
          })}
        </p>
      )}
    </div>
  );
}
