import { PROJECT_MESSAGE_MAX_LENGTH, type ProjectMessage } from '@escouade/contract/projects';
import { clsx } from 'clsx';
import { Bot, SendHorizontal, UserRound } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { fieldControlClasses } from '../../../components/ui/form-field';
import type { ApiError } from '../../../lib/api-client';
import type { PendingTurn } from '../hooks/use-project-chat';

/** Within this distance of the bottom, the conversation follows new text; further up, the reader stays put. */
const FOLLOW_THRESHOLD_PX = 48;

type ProjectChatProps = {
  messages: ProjectMessage[];
  pending: PendingTurn | null;
  error: ApiError | null;
  /** Resolves to false when the message was not taken: the text goes back into the field. */
  onSend: (content: string) => Promise<boolean>;
};

/**
 * The brief chat. The conversation is a log (`aria-live="polite"`): each complete message is announced once.
 * While the answer streams, its growing text is hidden from assistive technology (it would be read piece by
 * piece); the final message replaces it. Enter sends, Shift+Enter starts a new line; the focus stays in the
 * field.
 */
export function ProjectChat({ messages, pending, error, onSend }: ProjectChatProps) {
  const { t } = useTranslation(['projects', 'errors']);
  const id = useId();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const isFollowingRef = useRef(true);
  const isBusy = pending !== null;
  const isWaiting = pending?.phase === 'waiting';
  const isStreaming = pending?.phase === 'streaming';

  const submit = async () => {
    const content = draft.trim();
    if (!content || isBusy) return;
    setDraft('');
    isFollowingRef.current = true;
    // The button is disabled while the answer comes: the focus must not fall back to the page.
    inputRef.current?.focus();
    const isTaken = await onSend(content);
    if (!isTaken) setDraft((current) => current || content);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const streamedText = pending?.text;
  const messageCount = messages.length;
  // Scrolls with the conversation as it grows, unless the reader scrolled up to read earlier messages.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log && isFollowingRef.current) log.scrollTop = log.scrollHeight;
  }, [messageCount, streamedText, pending?.phase]);

  useLayoutEffect(() => {
    if (error) inputRef.current?.focus();
  }, [error]);

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col overflow-hidden rounded-xl border border-line bg-white"
    >
      <h2
        id={`${id}-title`}
        className="border-line border-b px-4 py-3 font-semibold text-ink text-lg sm:px-5"
      >
        {t('chat.title')}
      </h2>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t('chat.logLabel')}
        // Scrollable: keyboard users reach and scroll it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={(event) => {
          const log = event.currentTarget;
          isFollowingRef.current = log.scrollHeight - log.scrollTop - log.clientHeight < FOLLOW_THRESHOLD_PX;
        }}
        className="max-h-[min(32rem,60dvh)] min-h-48 overflow-y-auto bg-canvas px-3 py-4 sm:px-5"
      >
        <ol className="flex flex-col gap-4">
          <ChatBubble key="welcome" author="assistant" content={t('chat.welcome')} />
          {messages.map((message, index) => (
            // Append-only list: the index keeps each message's node, so nothing is announced twice.
            <ChatBubble key={index} author={message.role} content={message.content} />
          ))}
          {pending && <ChatBubble key={messageCount} author="user" content={pending.content} />}
          {isWaiting && <TypingIndicator key="typing" label={t('chat.typing')} />}
          {pending && isStreaming && (
            <ChatBubble key="streaming" author="assistant" content={pending.text} isStreaming />
          )}
        </ol>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 border-line border-t p-3 sm:p-4">
        <label htmlFor={`${id}-input`} className="font-medium text-ink text-sm">
          {t('chat.inputLabel')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <textarea
            ref={inputRef}
            id={`${id}-input`}
            rows={3}
            value={draft}
            maxLength={PROJECT_MESSAGE_MAX_LENGTH}
            placeholder={t('chat.placeholder')}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            className={clsx(fieldControlClasses, 'min-h-20 resize-y')}
          />
          <Button type="submit" disabled={isBusy || draft.trim() === ''} className="shrink-0">
            <SendHorizontal aria-hidden="true" className="size-4" />
            {isBusy ? t('chat.sending') : t('chat.send')}
          </Button>
        </div>
        <p id={hintId} className="text-ink-muted text-xs">
          {t('chat.inputHint')}
        </p>
        {error && (
          <FormAlert tone="error">
            <p id={errorId}>{t(`errors:${error.code}`)}</p>
          </FormAlert>
        )}
      </form>
    </section>
  );
}

type ChatBubbleProps = {
  author: ProjectMessage['role'];
  content: string;
  /** The answer being written: hidden from assistive technology until it is complete. */
  isStreaming?: boolean;
};

function ChatBubble({ author, content, isStreaming = false }: ChatBubbleProps) {
  const { t } = useTranslation('projects');
  const isUser = author === 'user';
  const Icon = isUser ? UserRound : Bot;
  return (
    <li
      aria-hidden={isStreaming || undefined}
      className={clsx('flex items-start gap-2', isUser && 'flex-row-reverse')}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'mt-1 flex size-8 shrink-0 items-center justify-center rounded-full',
          isUser ? 'bg-brand-100 text-brand-800' : 'bg-brand-700 text-white',
        )}
      >
        <Icon className="size-4" />
      </span>
      <div
        className={clsx(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-sm leading-6',
          isUser
            ? 'rounded-tr-sm bg-brand-700 text-white'
            : 'rounded-tl-sm border border-line bg-white text-ink',
        )}
      >
        <span className="sr-only">{isUser ? t('chat.you') : t('chat.assistant')} </span>
        {content}
        {isStreaming && (
          <span
            aria-hidden="true"
            className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-brand-700 align-middle"
          />
        )}
      </div>
    </li>
  );
}

function TypingIndicator({ label }: { label: string }) {
  return (
    <li className="flex items-start gap-2">
      <span
        aria-hidden="true"
        className="mt-1 flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white"
      >
        <Bot className="size-4" />
      </span>
      <div className="flex items-center gap-2 rounded-2xl rounded-tl-sm border border-line bg-white px-4 py-3 text-ink-muted text-sm">
        <span aria-hidden="true" className="flex gap-1">
          {[0, 1, 2].map((dot) => (
            <span
              key={dot}
              className="size-2 animate-bounce rounded-full bg-brand-700"
              style={{ animationDelay: `${dot * 0.15}s` }}
            />
          ))}
        </span>
        <span>{label}</span>
      </div>
    </li>
  );
}
