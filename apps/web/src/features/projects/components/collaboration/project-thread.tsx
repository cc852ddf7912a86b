import { THREAD_MESSAGE_MAX_LENGTH, type ThreadMessage } from '@escouade/contract/delivery';
import { MentionTextarea } from '../../../../components/mention-textarea';
import { clsx } from 'clsx';
import { Send } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { InfiniteData, UseInfiniteQueryResult, UseMutationResult } from '@tanstack/react-query';
import { Avatar } from '../../../../components/ui/avatar';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { fieldControlClasses } from '../../../../components/ui/form-field';
import { Spinner } from '../../../../components/ui/spinner';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { PostText } from '../../../../components/post-text';
import { useTranslation } from '../../../../lib/use-translation';
import type { ThreadMessageInput } from '../../api/project-thread';
import { usePostThreadMessage, useThread } from '../../api/project-thread';
import { formatPersonName } from '../../format';
import { AttachmentList } from './attachment-list';
import { AttachmentPicker } from './attachment-picker';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../../lib/live-events';
import { threadQueryKey } from '../../api/project-query-keys';
import { LoadFailure } from '../../../../components/load-failure';

/**
 * The project thread: the client and the team write to each other, with images and PDFs. Oldest first as read,
 * the earlier messages on demand; the composer below. Closed (read-only) once the project is delivered.
 */
export function ProjectThread({ projectId }: { projectId: string }) {
  const { t } = useTranslation(['projects']);
  const thread = useThread(projectId);
  const post = usePostThreadMessage(projectId);
  const queryClient = useQueryClient();
  // A message written elsewhere (another member, another tab) shows without a reload.
  useLiveEvent<{ projectId: string }>('thread_message', (event) => {
    if (event.projectId === projectId)
      void queryClient.invalidateQueries({ queryKey: threadQueryKey(projectId) });
  });
  return (
    <ThreadPanel
      sectionId="thread"
      title={t('thread.title')}
      intro={t('thread.intro')}
      closedNotice={t('thread.closed')}
      thread={thread}
      post={post}
      mentionProjectId={projectId}
    />
  );
}

type ThreadPageLike = { messages: ThreadMessage[]; nextCursor: string | null; canPost: boolean };

/**
 * A thread, whichever it is (the project's, a proposed team's conversation): its messages oldest first, the
 * earlier ones on demand, the composer while the viewer may write, or why they may not.
 */
export function ThreadPanel<TPage extends ThreadPageLike>({
  sectionId,
  title,
  intro,
  closedNotice,
  thread,
  post,
  mentionProjectId,
  headingLevel = 2,
}: {
  sectionId: string;
  title: string;
  intro?: ReactNode;
  closedNotice: ReactNode;
  thread: UseInfiniteQueryResult<InfiniteData<TPage, unknown>, Error>;
  post: UseMutationResult<ThreadMessage, Error, ThreadMessageInput>;
  /** The project whose people the mention suggestions are drawn from; everyone the author knows without one. */
  mentionProjectId?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation(['projects', 'errors']);
  const id = useId();
  const pages = thread.data?.pages ?? [];
  // Pages come newest first; a conversation reads oldest first.
  const messages = pages.flatMap((page) => page.messages).reverse();
  const canPost = pages[0]?.canPost ?? false;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <section
      id={sectionId}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <Heading id={`${id}-title`} className="font-semibold text-ink text-xl">
        {title}
      </Heading>
      {intro && <p className="mt-1 text-ink-muted text-sm">{intro}</p>}
      {thread.data ? (
        <div className="mt-4 flex flex-col gap-4">
          {thread.hasNextPage && (
            <Button
              variant="secondary"
              className="self-center"
              disabled={thread.isFetchingNextPage}
              onClick={() => void thread.fetchNextPage()}
            >
              {thread.isFetchingNextPage ? t('thread.loadingEarlier') : t('thread.earlier')}
            </Button>
          )}
          {messages.length === 0 ? (
            <p className="rounded-md border border-line border-dashed p-4 text-ink-muted text-sm">
              {canPost ? t('thread.empty') : t('thread.emptyClosed')}
            </p>
          ) : (
            <ol aria-label={t('thread.messages')} className="flex flex-col gap-3">
              {messages.map((message) => (
                <ThreadEntry key={message.id} message={message} />
              ))}
            </ol>
          )}
          {canPost ? (
            <ThreadComposer post={post} mentionProjectId={mentionProjectId} />
          ) : (
            <p className="text-ink-muted text-sm">{closedNotice}</p>
          )}
        </div>
      ) : thread.isError ? (
        <LoadFailure
          className="mt-4"
          message={t('thread.loadFailed', { reason: apiErrorMessage(t, thread.error) })}
          onRetry={() => void thread.refetch()}
        />
      ) : (
        <div className="flex justify-center py-8">
          <Spinner label={t('thread.loading')} />
        </div>
      )}
    </section>
  );
}

function ThreadEntry({ message }: { message: ThreadMessage }) {
  const { t, i18n } = useTranslation(['projects', 'common']);
  const language = i18n.resolvedLanguage ?? 'fr';
  const name = formatPersonName(message.author, t('unnamed'));
  const initials = `${message.author.firstName?.[0] ?? ''}${message.author.lastName?.[0] ?? ''}` || '?';
  const sentAt = new Date(message.createdAt);
  return (
    <li className="flex gap-3">
      <Avatar src={message.author.avatarUrl} initials={initials} size="sm" />
      <article
        aria-label={t('thread.messageBy', { name })}
        className={clsx(
          'min-w-0 flex-1 rounded-lg border p-3',
          message.authorRole === 'client' ? 'border-brand-100 bg-brand-50' : 'border-line bg-white',
        )}
      >
        <header className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-ink">{name}</span>
          <span className="text-ink-muted text-xs">{t(`thread.roles.${message.authorRole}`)}</span>
          <time dateTime={message.createdAt} className="text-ink-muted text-xs">
            {new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(sentAt)}
          </time>
        </header>
        {message.body && (
          <PostText text={message.body} newTabLabel={t('common:opensInNewTab')} className="mt-1 text-sm" />
        )}
        {message.attachments.length > 0 && (
          <div className="mt-2">
            <AttachmentList attachments={message.attachments} />
          </div>
        )}
      </article>
    </li>
  );
}

function ThreadComposer({
  post,
  mentionProjectId,
}: {
  post: UseMutationResult<ThreadMessage, Error, ThreadMessageInput>;
  mentionProjectId?: string | undefined;
}) {
  const { t } = useTranslation(['projects', 'errors']);
  const id = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [isEmpty, setIsEmpty] = useState(false);
  const [sent, setSent] = useState('');
  const isTooLong = body.length > THREAD_MESSAGE_MAX_LENGTH;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending) return;
    if (body.trim() === '' && files.length === 0) {
      setIsEmpty(true);
      textareaRef.current?.focus();
      return;
    }
    if (isTooLong) {
      textareaRef.current?.focus();
      return;
    }
    setIsEmpty(false);
    setSent('');
    try {
      await post.mutateAsync({ body: body.trim(), files });
      // Kept until the server has it: nothing written is lost to a failure.
      setBody('');
      setFiles([]);
      setSent(t('thread.sent'));
    } catch {
      // Shown above the field.
    }
  };

  const problem = isEmpty
    ? t('thread.emptyMessage')
    : isTooLong
      ? t('thread.tooLong', { max: THREAD_MESSAGE_MAX_LENGTH })
      : null;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 border-line border-t pt-4">
      {post.isError && (
        <FormAlert tone="error">
          <p>{t('thread.sendFailed', { reason: apiErrorMessage(t, post.error) })}</p>
        </FormAlert>
      )}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-body`} className="font-medium text-ink text-sm">
          {t('thread.label')}
        </label>
        <MentionTextarea
          projectId={mentionProjectId}
          textareaRef={textareaRef}
          id={`${id}-body`}
          name="body"
          rows={3}
          value={body}
          onValueChange={(next) => {
            setBody(next);
            setIsEmpty(false);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={clsx(fieldControlClasses, 'resize-y')}
        />
        {problem && (
          <p id={`${id}-problem`} className="text-danger-700 text-sm">
            {problem}
          </p>
        )}
      </div>
      <AttachmentPicker files={files} onChange={setFiles} disabled={post.isPending} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-success-800">
          {sent}
        </p>
        <Button type="submit" aria-disabled={post.isPending || undefined} className="ml-auto">
          <Send aria-hidden="true" className="size-4" />
          {post.isPending ? t('thread.sending') : t('thread.send')}
        </Button>
      </div>
    </form>
  );
}
