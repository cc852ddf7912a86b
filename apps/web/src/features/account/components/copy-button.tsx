import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';

type CopyButtonProps = { text: string; label: string };

/** Copies `text` to the clipboard and says so (politely) to screen readers. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const { t } = useTranslation('account');
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  const message = { idle: '', copied: t('copied'), failed: t('copyFailed') }[status];

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" onClick={onCopy}>
        {status === 'copied' ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {label}
      </Button>
      <span aria-live="polite" className="text-ink-muted text-sm">
        {message}
      </span>
    </span>
  );
}
