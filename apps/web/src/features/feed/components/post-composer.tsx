import { POST_MAX_LENGTH } from '@escouade/contract/constants';
import { MentionTextarea } from '../../../components/mention-textarea';
import { clsx } from 'clsx';
import { CircleCheck, ImagePlus, Send, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { fieldControlClasses } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { getCurrentLanguage } from '../../../lib/i18n';
import { checkPostImage, POST_IMAGE_TYPES, useCreatePost } from '../api/create-post';
import { describeFeedError } from '../describe-feed-error';
import { CharacterCounter, isCounterShown } from './character-counter';

type ComposerProblem =
  'required' | 'tooLong' | 'IMAGE_TYPE_NOT_ALLOWED' | 'IMAGE_TOO_LARGE' | { error: unknown };

type ChosenImage = { file: File; previewUrl: string };

type PostComposerProps = {
  /** False while the profile is incomplete: text, image button and publish are disabled. */
  canPost: boolean;
  /** The notice explaining why posting is disabled, read with the text field. */
  noticeId?: string | undefined;
};

/**
 * Writes a post: text (not blank, at most 5,000 characters, counter near the limit) and an optional image,
 * previewed and removable before publishing, with the upload's progress.
 */
export function PostComposer({ canPost, noticeId }: PostComposerProps) {
  const { t, i18n } = useTranslation(['feed', 'errors']);
  const createPost = useCreatePost();
  const textareaId = useId();
  const counterId = useId();
  const errorId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const imageButtonRef = useRef<HTMLButtonElement>(null);
  const [content, setContent] = useState('');
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<ComposerProblem | null>(null);
  const [isPublished, setIsPublished] = useState(false);

  // The preview's object URL holds the file in memory until revoked: when replaced, removed, or on leaving.
  useEffect(() => {
    if (!image) return;
    return () => URL.revokeObjectURL(image.previewUrl);
  }, [image]);

  const isDisabled = !canPost;
  const isPending = createPost.isPending;
  const isTextProblem = problem === 'required' || problem === 'tooLong';
  const describedBy = [
    noticeId && isDisabled ? noticeId : null,
    isCounterShown(content.length, POST_MAX_LENGTH) ? counterId : null,
    isTextProblem ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');

  const onChooseImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a removal must fire `change` again.
    event.target.value = '';
    if (!file) return;
    const refusal = checkPostImage(file);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setProblem(null);
    setIsPublished(false);
    setImage({ file, previewUrl: URL.createObjectURL(file) });
  };

  const onRemoveImage = () => {
    setImage(null);
    if (problem !== null && !isTextProblem) setProblem(null);
    // The remove button is gone: focus goes to the button that adds one again.
    imageButtonRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isDisabled || isPending) return;
    const textProblem =
      content.trim() === '' ? 'required' : content.length > POST_MAX_LENGTH ? 'tooLong' : null;
    if (textProblem) {
      setProblem(textProblem);
      textareaRef.current?.focus();
      return;
    }
    setProblem(null);
    setIsPublished(false);
    setProgress(image ? 0 : null);
    createPost.mutate(
      { content, image: image?.file ?? null, onProgress: setProgress },
      {
        onSuccess: () => {
          setContent('');
          setImage(null);
          setIsPublished(true);
        },
        onError: (error) => setProblem({ error }),
        onSettled: () => setProgress(null),
      },
    );
  };

  const describeProblem = (current: ComposerProblem): string => {
    if (current === 'required') return t('composer.required');
    if (current === 'tooLong') {
      return t('composer.tooLong', {
        max: new Intl.NumberFormat(getCurrentLanguage(i18n)).format(POST_MAX_LENGTH),
      });
    }
    // The shared message lists the avatar formats; a post also takes GIFs.
    if (current === 'IMAGE_TYPE_NOT_ALLOWED') return t('composer.imageTypeNotAllowed');
    if (current === 'IMAGE_TOO_LARGE') return t('errors:IMAGE_TOO_LARGE');
    if (current.error instanceof ApiError && current.error.code === 'IMAGE_TYPE_NOT_ALLOWED') {
      return t('composer.imageTypeNotAllowed');
    }
    return describeFeedError(t, current.error);
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="rounded-lg border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <label htmlFor={textareaId} className="font-medium text-ink text-sm">
        {t('composer.label')}
      </label>
      <MentionTextarea
        textareaRef={textareaRef}
        id={textareaId}
        name="content"
        rows={3}
        value={content}
        disabled={isDisabled}
        placeholder={t('composer.placeholder')}
        aria-invalid={isTextProblem || content.length > POST_MAX_LENGTH ? true : undefined}
        aria-describedby={describedBy || undefined}
        onValueChange={(next) => {
          setContent(next);
          setIsPublished(false);
          if (isTextProblem) setProblem(null);
        }}
        className={clsx(
          fieldControlClasses,
          'mt-1.5 resize-y disabled:cursor-not-allowed disabled:bg-canvas',
        )}
      />
      <div className="mt-1 flex min-h-5 justify-end">
        <CharacterCounter id={counterId} length={content.length} max={POST_MAX_LENGTH} />
      </div>

      {image && (
        <div className="relative mt-2 w-fit max-w-full">
          <img
            src={image.previewUrl}
            alt={t('composer.previewAlt')}
            className="max-h-64 rounded-md border border-line object-contain"
          />
          <button
            type="button"
            onClick={onRemoveImage}
            disabled={isPending}
            className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-ink/75 text-white hover:bg-ink disabled:opacity-60"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{t('composer.removeImage')}</span>
          </button>
        </div>
      )}

      {progress !== null && (
        <div className="mt-3 flex flex-col gap-1">
          <progress
            max={100}
            value={progress}
            aria-label={t('composer.uploadLabel')}
            className="h-2 w-full accent-brand-700"
          />
          <p className="text-ink-muted text-xs tabular-nums">
            {t('composer.uploading', { percent: progress })}
          </p>
        </div>
      )}

      {problem !== null && (
        <p id={errorId} role="alert" className="mt-3 text-danger-700 text-sm">
          {describeProblem(problem)}
        </p>
      )}
      {isPublished && (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-success-800">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t('composer.published')}
        </p>
      )}

      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <input
            ref={fileInputRef}
            type="file"
            accept={POST_IMAGE_TYPES.join(',')}
            hidden
            tabIndex={-1}
            disabled={isDisabled}
            onChange={onChooseImage}
          />
          <Button
            ref={imageButtonRef}
            variant="secondary"
            disabled={isDisabled || isPending}
            onClick={() => fileInputRef.current?.click()}
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {image ? t('composer.changeImage') : t('composer.addImage')}
          </Button>
          <span className="text-ink-muted text-xs">{t('composer.imageHint')}</span>
        </div>
        <Button
          type="submit"
          disabled={isDisabled}
          aria-disabled={isPending || undefined}
          className="ml-auto"
        >
          <Send aria-hidden="true" className="size-4" />
          {isPending ? t('composer.publishing') : t('composer.publish')}
        </Button>
      </div>
    </form>
  );
}
