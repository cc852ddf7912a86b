import { clsx } from 'clsx';
import { MentionTextarea } from '../../../components/mention-textarea';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { fieldControlClasses } from '../../../components/ui/form-field';
import { getCurrentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { type EditTarget, useEditText } from '../api/edit-text';
import { describeFeedError } from '../describe-feed-error';
import { CharacterCounter, isCounterShown } from './character-counter';

type EditProblem = 'required' | 'tooLong' | { error: unknown };

type TextEditorProps = {
  target: EditTarget;
  initialText: string;
  maxLength: number;
  /** The field's name, e.g. "Texte de la publication". */
  label: string;
  /** Saved (true) or cancelled (false): the caller leaves edit mode and puts the focus back. */
  onDone: (isSaved: boolean) => void;
};

/**
 * Edits the text of a post or comment in place: the field takes the focus with the caret at the end, Escape
 * in it cancels, and a failed save keeps what was typed with the reason.
 */
export function TextEditor({ target, initialText, maxLength, label, onDone }: TextEditorProps) {
  const { t, i18n } = useTranslation(['feed', 'errors']);
  const editText = useEditText(target);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const textareaId = useId();
  const counterId = useId();
  const errorId = useId();
  const [content, setContent] = useState(initialText);
  const [problem, setProblem] = useState<EditProblem | null>(null);

  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    textarea?.focus();
    textarea?.setSelectionRange(textarea.value.length, textarea.value.length);
  }, []);

  const isTextProblem = problem === 'required' || problem === 'tooLong';
  const describedBy = [isCounterShown(content.length, maxLength) ? counterId : null, problem ? errorId : null]
    .filter(Boolean)
    .join(' ');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editText.isPending) return;
    const textProblem = content.trim() === '' ? 'required' : content.length > maxLength ? 'tooLong' : null;
    if (textProblem) {
      setProblem(textProblem);
      return;
    }
    setProblem(null);
    editText.mutateAsync(content).then(
      () => onDone(true),
      (error: unknown) => setProblem({ error }),
    );
  };

  const describeProblem = (current: EditProblem): string => {
    if (current === 'required') return t('edit.required');
    if (current === 'tooLong') {
      return t('edit.tooLong', { max: new Intl.NumberFormat(getCurrentLanguage(i18n)).format(maxLength) });
    }
    return t('edit.failed', { reason: describeFeedError(t, current.error) });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-2 flex flex-col gap-2">
      <label htmlFor={textareaId} className="font-medium text-ink text-sm">
        {label}
      </label>
      <MentionTextarea
        textareaRef={textareaRef}
        id={textareaId}
        name="content"
        rows={Math.min(10, Math.max(3, content.split('\n').length + 1))}
        value={content}
        aria-invalid={isTextProblem || content.length > maxLength ? true : undefined}
        aria-describedby={describedBy || undefined}
        onValueChange={(next) => {
          setContent(next);
          if (isTextProblem) setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !editText.isPending) {
            event.preventDefault();
            onDone(false);
          }
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
          <CharacterCounter id={counterId} length={content.length} max={maxLength} />
        </div>
        <div className="flex gap-2">
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              if (!editText.isPending) onDone(false);
            }}
            aria-disabled={editText.isPending || undefined}
          >
            {t('edit.cancel')}
          </Button>
          <Button type="submit" aria-disabled={editText.isPending || undefined}>
            {editText.isPending ? t('edit.saving') : t('edit.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
