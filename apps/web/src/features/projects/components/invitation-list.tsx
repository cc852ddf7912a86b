import type { Invitation } from '@escouade/contract/projects';
import { invitationPath, projectPath } from '@escouade/contract/paths';
import { MailOpen } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { formatDate } from '../format';
import { InvitationActions } from './invitation-actions';
import { InvitationStatusBadge } from '../../../components/project-status-badges';

/** The invitations a professional received: pending ones first, each answered in place. */
export function InvitationList({ invitations }: { invitations: Invitation[] }) {
  const { t } = useTranslation('projects');
  const id = useId();
  const sorted = [...invitations].sort(
    (a, b) =>
      Number(b.status === 'pending') - Number(a.status === 'pending') ||
      b.createdAt.localeCompare(a.createdAt),
  );
  const pendingCount = invitations.filter((invitation) => invitation.status === 'pending').length;

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={`${id}-title`} className="font-semibold text-ink text-xl">
          {t('invitations.title')}
        </h2>
        {pendingCount > 0 && (
          <p className="text-ink-muted text-sm">{t('invitations.pendingCount', { count: pendingCount })}</p>
        )}
      </div>
      {sorted.length === 0 ? (
        <div className="flex items-start gap-3 rounded-xl border border-line border-dashed bg-white p-5 text-sm">
          <MailOpen aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
          <p className="text-ink-muted">{t('invitations.empty')}</p>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {sorted.map((invitation) => (
            <InvitationCard key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </section>
  );
}

function InvitationCard({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useTranslation('projects');
  const id = useId();
  const [message, setMessage] = useState('');
  const messageRef = useRef<HTMLParagraphElement>(null);
  const title = invitation.projectTitle || t('untitled');
  const isPending = invitation.status === 'pending';

  return (
    <li>
      <article
        aria-labelledby={`${id}-title`}
        className="flex h-full flex-col gap-3 rounded-xl border border-line bg-white p-5"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={`${id}-title`} className="min-w-0 break-words font-semibold text-ink">
            <Link
              to={projectPath(invitation.projectId)}
              className="text-brand-800 underline-offset-2 hover:underline"
            >
              {title}
            </Link>
          </h3>
          <InvitationStatusBadge status={invitation.status} />
        </div>
        <p className="text-ink-muted text-xs">
          {t('invitations.receivedOn', {
            date: formatDate(invitation.createdAt, i18n.resolvedLanguage ?? 'fr'),
          })}
        </p>
        {invitation.skills.length > 0 && (
          <div>
            <p className="text-ink text-sm">{t('invitations.yourSkills')}</p>
            <ul
              aria-label={t('invitations.yourSkillsLabel', { title })}
              className="mt-1.5 flex flex-wrap gap-1"
            >
              {invitation.skills.map((skill) => (
                <li
                  key={skill.skillId}
                  className="inline-flex flex-wrap items-center gap-x-1 rounded-full border border-brand-100 bg-brand-50 px-2 py-0.5 text-brand-800 text-xs"
                >
                  {/* The level the brief requires is what the client expects; the member's own comes after. */}
                  {skill.name}
                  {skill.requiredLevel !== null && (
                    <span className="font-semibold">
                      {t('proposals.minLevel', { level: skill.requiredLevel })}
                    </span>
                  )}
                  <span>
                    {skill.requiredLevel !== null && '· '}
                    {t('invitations.yourLevel', { level: skill.level })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p
          ref={messageRef}
          tabIndex={-1}
          role="status"
          className={message ? 'text-sm text-success-800 outline-none' : undefined}
        >
          {message}
        </p>
        <Link
          to={invitationPath(invitation.id)}
          aria-label={t('invitations.openFor', { title })}
          className={buttonClasses('secondary', 'self-start')}
        >
          {t('invitations.open')}
        </Link>
        {isPending && (
          <div className="mt-auto">
            <InvitationActions
              invitation={invitation}
              onAnswered={(_updated, answer) => {
                setMessage(answer === 'accept' ? t('invitations.accepted') : t('invitations.declined'));
                requestAnimationFrame(() => messageRef.current?.focus());
              }}
            />
          </div>
        )}
      </article>
    </li>
  );
}
