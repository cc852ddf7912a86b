import type { Invitation, Project } from '@escouade/contract/projects';
import { publicProfilePath } from '@escouade/contract/paths';
import { LogOut, UserPlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Avatar, getInitials } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { useLeaveTeam } from '../api/leave-team';
import { useRefillSeat } from '../api/refill-seat';
import { formatPersonName } from '../format';
import { InvitationActions } from './invitation-actions';
import { InvitationStatusBadge } from '../../../components/project-status-badges';
import { VerifiedBadge } from '../../../components/verified-badge';
import { apiErrorMessage } from '../../../lib/api-error-message';

type TeamListProps = {
  project: Project;
  currentUserId: string;
};

/**
 * The team: each seat's professional, the skills they bring and their answer. The owner can offer a declined or
 * vacated seat to the next best professional; the invited professional answers their own invitation here too, and a
 * member of a team at work may leave it.
 */
export function TeamList({ project, currentUserId }: TeamListProps) {
  const { t } = useTranslation('projects');
  const id = useId();
  const accepted = project.team.filter((seat) => seat.status === 'accepted').length;
  const [message, setMessage] = useState('');
  const messageRef = useRef<HTMLParagraphElement>(null);

  return (
    <section
      id="team"
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-xl border border-line bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="font-semibold text-ink text-xl">
          {t('team.title')}
        </h2>
        {project.team.length > 0 && (
          <p className="text-ink-muted text-sm">
            {t('team.progress', { count: accepted, total: project.team.length })}
          </p>
        )}
      </div>
      <p
        ref={messageRef}
        tabIndex={-1}
        role="status"
        className={message ? 'mt-3 text-sm text-success-800 outline-none' : undefined}
      >
        {message}
      </p>
      {project.team.length === 0 ? (
        <p className="mt-3 text-ink-muted text-sm">{t('team.empty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col divide-y divide-line">
          {project.team.map((seat) => (
            <SeatItem
              key={seat.id}
              seat={seat}
              project={project}
              isMine={seat.professional?.id === currentUserId}
              onAnswered={(text) => {
                setMessage(text);
                requestAnimationFrame(() => messageRef.current?.focus());
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Statuses in which a seat may be offered and answered: the team forming, or the team at work. */
const SEAT_OPEN_STATUSES: readonly Project['status'][] = ['staffing', 'staffed', 'in_progress'];

type SeatItemProps = {
  seat: Invitation;
  project: Project;
  isMine: boolean;
  onAnswered: (message: string) => void;
};

function SeatItem({ seat, project, isMine, onAnswered }: SeatItemProps) {
  const { t } = useTranslation(['projects', 'errors']);
  const refill = useRefillSeat(project.id);
  // Null when the member's account was erased: the seat stays, without who held it.
  const person = seat.professional;
  const name = person ? formatPersonName(person, t('unnamed')) : t('formerMember');
  const isTeamOpen = SEAT_OPEN_STATUSES.includes(project.status);
  const isAtWork = project.status === 'staffed' || project.status === 'in_progress';
  const canRefill = project.isOwner && isTeamOpen && (seat.status === 'declined' || seat.status === 'left');
  const canAnswer = isMine && isTeamOpen && seat.status === 'pending';
  const canLeave = isMine && isAtWork && seat.status === 'accepted';

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start">
      <Avatar
        src={person?.avatarUrl ?? null}
        initials={getInitials([person?.firstName ?? null, person?.lastName ?? null])}
        size="md"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {person ? (
            <Link
              to={publicProfilePath(person.id)}
              className="break-words font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {name}
            </Link>
          ) : (
            <span className="font-medium text-ink-muted">{name}</span>
          )}
          {person?.verified && <VerifiedBadge />}
          {isMine && <span className="text-ink-muted text-xs">{t('team.you')}</span>}
          <InvitationStatusBadge status={seat.status} />
        </div>
        {person && <p className="text-ink-muted text-sm">{person.profession || t('noProfession')}</p>}
        {seat.skills.length > 0 && (
          <ul aria-label={t('team.seatSkills', { name })} className="mt-1.5 flex flex-wrap gap-1">
            {seat.skills.map((skill) => (
              <li
                key={skill.skillId}
                className="inline-flex items-center gap-1 rounded-full border border-brand-100 bg-brand-50 px-2 py-0.5 text-brand-800 text-xs"
              >
                {skill.name}
                <span className="font-semibold">{t('levelOutOfFive', { level: skill.level })}</span>
              </li>
            ))}
          </ul>
        )}
        {canAnswer && (
          <div className="mt-3">
            <p className="mb-2 text-ink text-sm">{t('team.yourInvitation')}</p>
            <InvitationActions
              invitation={seat}
              onAnswered={(_invitation, answer) =>
                onAnswered(answer === 'accept' ? t('invitations.accepted') : t('invitations.declined'))
              }
            />
          </div>
        )}
        {canLeave && <LeaveTeam projectId={project.id} onLeft={() => onAnswered(t('team.leave.done'))} />}
        {canRefill && refill.isError && (
          <FormAlert tone="error" className="mt-3">
            <p>{apiErrorMessage(t, refill.error)}</p>
          </FormAlert>
        )}
      </div>
      {canRefill && (
        <Button
          variant="secondary"
          disabled={refill.isPending}
          aria-label={refill.isPending ? undefined : t('team.refillNamed', { name })}
          onClick={() =>
            // The declined seat leaves the list once refilled: the team's message takes the focus.
            refill.mutateAsync(seat.id).then(
              () => onAnswered(t('team.refilled', { name })),
              () => {},
            )
          }
          className="shrink-0"
        >
          <UserPlus aria-hidden="true" className="size-4" />
          {refill.isPending ? t('team.refilling') : t('team.refill')}
        </Button>
      )}
    </li>
  );
}

/** A member leaves a team at work, after a confirmation that says what follows. */
function LeaveTeam({ projectId, onLeft }: { projectId: string; onLeft: () => void }) {
  const { t } = useTranslation(['projects', 'errors']);
  const leave = useLeaveTeam(projectId);
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <div className="mt-3 flex flex-col items-start gap-2">
      {leave.isError && (
        <FormAlert tone="error">
          <p>{apiErrorMessage(t, leave.error)}</p>
        </FormAlert>
      )}
      <Button variant="ghost" className="text-danger-700" onClick={() => setIsConfirming(true)}>
        <LogOut aria-hidden="true" className="size-4" />
        {t('team.leave.button')}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('team.leave.title')}
        description={t('team.leave.description')}
        confirmLabel={t('team.leave.confirm')}
        pendingLabel={t('team.leave.pending')}
        cancelLabel={t('team.leave.keep')}
        tone="danger"
        onConfirm={async () => {
          try {
            await leave.mutateAsync();
            onLeft();
          } catch {
            // Shown above the button.
          }
        }}
      />
    </div>
  );
}
