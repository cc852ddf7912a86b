import type { MyProfile } from '@escouade/contract/profiles';
import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Avatar, getInitials } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { AVATAR_MIME_TYPES, checkAvatarFile, useRemoveAvatar, useUploadAvatar } from '../api/avatar';
import { apiErrorMessage } from '../../../lib/api-error-message';

type Message = { tone: 'success' | 'error'; text: string };

/**
 * Upload (JPEG, PNG, WebP, 5 MB at most: checked here before sending, and by content on the server) with
 * progress, or removal of the profile photo. Without one, the initials show.
 */
export function AvatarEditor({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation(['profiles', 'errors']);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const isBusy = upload.isPending || remove.isPending;

  const errorText = (error: unknown) => apiErrorMessage(t, error);

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after an error) still triggers a change.
    event.target.value = '';
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      setMessage({ tone: 'error', text: t(`errors:${problem}`) });
      return;
    }
    setMessage(null);
    setProgress(0);
    upload.mutate(
      { userId: profile.id, file, onProgress: setProgress },
      {
        onSuccess: () => setMessage({ tone: 'success', text: t('avatar.uploaded') }),
        onError: (error) => setMessage({ tone: 'error', text: errorText(error) }),
        onSettled: () => setProgress(null),
      },
    );
  };

  const onRemove = () => {
    setMessage(null);
    remove.mutate(profile.id, {
      onSuccess: () => {
        setMessage({ tone: 'success', text: t('avatar.removed') });
        // The remove button is gone: keep keyboard focus in the section.
        requestAnimationFrame(() => document.getElementById('avatar-choose')?.focus());
      },
      onError: (error) => setMessage({ tone: 'error', text: errorText(error) }),
    });
  };

  const success = message?.tone === 'success' ? message.text : null;
  const failure = message?.tone === 'error' ? message.text : null;

  return (
    <section aria-labelledby="avatar-title" className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <h2 id="avatar-title" className="font-semibold text-ink text-xl">
        {t('avatar.title')}
      </h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar
          src={profile.avatarUrl}
          initials={getInitials([profile.firstName, profile.lastName], profile.email.charAt(0).toUpperCase())}
          size="xl"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <p id="avatar-hint" className="text-ink-muted text-sm">
            {t('avatar.hint')}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              id="avatar-choose"
              variant="secondary"
              aria-describedby="avatar-hint"
              disabled={isBusy}
              onClick={() => inputRef.current?.click()}
            >
              <ImageUp aria-hidden="true" className="size-4" />
              {profile.avatarUrl ? t('avatar.replace') : t('avatar.choose')}
            </Button>
            {profile.avatarUrl && (
              <Button variant="ghost" disabled={isBusy} onClick={onRemove}>
                <Trash2 aria-hidden="true" className="size-4" />
                {remove.isPending ? t('avatar.removing') : t('avatar.remove')}
              </Button>
            )}
            <input
              ref={inputRef}
              type="file"
              accept={AVATAR_MIME_TYPES.join(',')}
              hidden
              aria-label={t('avatar.fileLabel')}
              onChange={onFileChange}
            />
          </div>
          {progress !== null && (
            <div className="flex flex-col gap-1">
              <progress
                max={100}
                value={progress}
                aria-label={t('avatar.progressLabel')}
                className="h-2 w-full max-w-xs accent-brand-700"
              />
              <p className="text-ink-muted text-sm">{t('avatar.uploading', { percent: progress })}</p>
            </div>
          )}
          <div aria-live="polite">{success && <p className="text-emerald-800 text-sm">{success}</p>}</div>
          {failure && (
            <p role="alert" className="text-danger-700 text-sm">
              {failure}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
