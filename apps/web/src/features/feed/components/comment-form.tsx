import { COMMENT_MAX_LENGTH } from '@escouade/contract/constants';
import { MentionTextarea } from '../../../components/mention-textarea';
import { clsx } from 'clsx';
import { type FormEvent, type Ref, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { fieldControlClasses } from '../../../components/ui/form-field';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useCreateComment } from '../api/create-comment';
import { describeFeedError } from '../describe-feed-error';
import { CharacterCounter, isCounterShown } from './character-counter';

type CommentProblem = 'required' | 'tooLong' | { error: unknown };

/** Adds a comment (not blank, at most 2,000 characters); the text stays if sending fails. */
export function CommentForm({
  postId,
  textareaRef,
}: {
  postId: string;
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const { t, i18n } = useTranslation(['feed', 'errors']);
  const createComment = useCreateComment();
  const textareaId = useId();
  const counterId = useId();
  const errorId = useId();
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState<CommentProblem | null>(null);

  const isTextProblem = problem === 'required' || problem === 'tooLong';
  const describedBy = [
    isCounterShown(content.length, COMMENT_MAX_LENGTH) ? counterId : null,
    problem !== null ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createComment.isPending) return;
    const textProblem =
      content.trim() === '' ? 'required' : content.length > COMMENT_MAX_LENGTH ? 'tooLong' : null;
    if (textProblem) {
      setProblem(textProblem);
      return;
    }
    setProblem(null);
    createComment.mutate(
      { postId, content },
      { onSuccess: () => setContent(''), onError: (error) => setProblem({ error }) },
    );
  };

  const describeProblem = (current: CommentProblem): string => {
    if (current === 'required') return t('comments.required');
    if (current === 'tooLong') {
      return t('comments.tooLong', {
        max: new Intl.NumberFormat(getCurrentLanguage(i18n)).format(COMMENT_MAX_LENGTH),
      });
    }
    return describeFeedError(t, current.error);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-3 flex flex-col gap-2">
      <label htmlFor={textareaId} className="sr-only">
        {t('comments.label')}
      </label>
      <MentionTextarea
        textareaRef={textareaRef}
        id={textareaId}
        name="comment"
        rows={2}
        value={content}
        placeholder={t('comments.placeholder')}
        aria-invalid={isTextProblem || content.length > COMMENT_MAX_LENGTH ? true : undefined}
        aria-describedby={describedBy || undefined}
        onValueChange={(next) => {
          setContent(next);
          if (isTextProblem) setProblem(null);
        }}
        className={clsx(fieldControlClasses, 'resize-y')}
      />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          {problem !== null && (
            <p id={errorId} role="alert" className="text-danger-700 text-sm">
              {describeProblem(problem)}
            </p>
          )}
          <CharacterCounter id={counterId} length={content.length} max={COMMENT_MAX_LENGTH} />
        </div>
        <Button type="submit" variant="secondary" aria-disabled={createComment.isPending || undefined}>
          {createComment.isPending ? t('comments.submitting') : t('comments.submit')}
        </Button>
      </div>
    </form>
  );
}
