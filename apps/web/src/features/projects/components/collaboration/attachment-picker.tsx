import { ATTACHMENT_ACCEPT, MAX_ATTACHMENTS } from '@escouade/contract/delivery';
import { UPLOAD_MAX_BYTES } from '@escouade/contract';
import { FileText, ImageIcon, Paperclip, X } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useTranslation } from '../../../../lib/use-translation';
import { formatFileSize } from './attachment-format';

const ACCEPTED_TYPES = ATTACHMENT_ACCEPT.split(',');

type AttachmentPickerProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
};

/**
 * Up to three images or PDFs joined to a message or a delivery: chosen with a button, listed with their size,
 * each removable. A file of another type or too large is refused at once with the reason (the server checks
 * again, by content).
 */
export function AttachmentPicker({ files, onChange, disabled = false }: AttachmentPickerProps) {
  const { t, i18n } = useTranslation('projects');
  const language = i18n.resolvedLanguage ?? 'fr';
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const isFull = files.length >= MAX_ATTACHMENTS;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const refused = chosen.find((file) => !ACCEPTED_TYPES.includes(file.type));
    const tooLarge = chosen.find((file) => file.size > UPLOAD_MAX_BYTES);
    const room = MAX_ATTACHMENTS - files.length;
    if (refused) setProblem(t('attachments.typeRefused', { name: refused.name }));
    else if (tooLarge) setProblem(t('attachments.tooLarge', { name: tooLarge.name }));
    else if (chosen.length > room) setProblem(t('attachments.tooMany', { count: MAX_ATTACHMENTS }));
    else setProblem(null);
    const accepted = chosen.filter(
      (file) => ACCEPTED_TYPES.includes(file.type) && file.size <= UPLOAD_MAX_BYTES,
    );
    if (accepted.length > 0) onChange([...files, ...accepted].slice(0, MAX_ATTACHMENTS));
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={ATTACHMENT_ACCEPT}
          hidden
          tabIndex={-1}
          onChange={onChoose}
        />
        <Button
          variant="secondary"
          disabled={disabled || isFull}
          aria-describedby={`${id}-hint`}
          onClick={() => inputRef.current?.click()}
        >
          <Paperclip aria-hidden="true" className="size-4" />
          {t('attachments.add')}
        </Button>
        <span id={`${id}-hint`} className="text-ink-muted text-xs">
          {t('attachments.hint', { count: MAX_ATTACHMENTS })}
        </span>
      </div>
      {problem !== null && (
        <p role="alert" className="text-danger-700 text-sm">
          {problem}
        </p>
      )}
      {files.length > 0 && (
        <ul aria-label={t('attachments.chosen')} className="flex flex-col gap-1.5">
          {files.map((file, index) => {
            const Icon = file.type === 'application/pdf' ? FileText : ImageIcon;
            return (
              // Two files may have the same name; their place tells them apart.
              <li
                key={`${index}-${file.name}`}
                className="flex items-center justify-between gap-2 rounded-md border border-line px-3 py-1 text-sm"
              >
                <span className="flex min-w-0 items-center gap-2">
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                  <span className="truncate text-ink">{file.name}</span>
                  <span className="shrink-0 text-ink-muted text-xs">
                    {formatFileSize(file.size, language)}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  disabled={disabled}
                  aria-label={t('attachments.remove', { name: file.name })}
                  onClick={() => {
                    setProblem(null);
                    onChange(files.filter((_, position) => position !== index));
                  }}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
