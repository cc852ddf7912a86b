import type { PublicProfile } from '@escouade/contract/profiles';
import { PATHS } from '@escouade/contract/paths';
import { Ban, BellOff, Flag } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ReportDialog } from '../../../components/report-dialog';
import { ActionMenu } from '../../../components/ui/action-menu';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useAuthSession } from '../../../lib/auth-session';
import { useTranslation } from '../../../lib/use-translation';
import { type RelationChange, useSetRelation } from '../api/block-mute';
import { getDisplayName } from '../profile-labels';

/**
 * On someone else's profile, for a signed-in visitor: a menu to mute or block them (each confirmed first, saying
 * what it does), and while it lasts a notice with the way back. Neither is told to the person.
 */
export function BlockMuteControl({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation(['profiles', 'common', 'errors']);
  const session = useAuthSession();
  const setRelation = useSetRelation();
  const [confirming, setConfirming] = useState<'block' | 'mute' | null>(null);
  const [isReporting, setIsReporting] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [menuButton, setMenuButton] = useState<HTMLButtonElement | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  if (session.status !== 'signed-in' || profile.isMe) return null;
  const name = getDisplayName(t, profile);

  const change = async (next: RelationChange) => {
    setAnnouncement('');
    try {
      await setRelation.mutateAsync(next);
      setAnnouncement(t(`relations.${next.relation}.${next.isOn ? 'done' : 'undone'}`, { name }));
      // Undone, the notice and its button go: the focus moves to the menu, which offers the action again.
      if (!next.isOn) requestAnimationFrame(() => containerRef.current?.querySelector('button')?.focus());
    } catch {
      // Shown below from the mutation's error.
    }
  };

  const items = [
    {
      key: 'report',
      label: t('common:report.profile'),
      icon: Flag,
      onSelect: (button: HTMLButtonElement | null) => {
        setMenuButton(button);
        setIsReporting(true);
      },
    },
    ...(profile.isMutedByMe
      ? []
      : [
          {
            key: 'mute',
            label: t('relations.mute.action'),
            icon: BellOff,
            onSelect: (button: HTMLButtonElement | null) => {
              setMenuButton(button);
              setConfirming('mute');
            },
          },
        ]),
    ...(profile.isBlockedByMe
      ? []
      : [
          {
            key: 'block',
            label: t('relations.block.action'),
            icon: Ban,
            tone: 'danger' as const,
            onSelect: (button: HTMLButtonElement | null) => {
              setMenuButton(button);
              setConfirming('block');
            },
          },
        ]),
  ];

  return (
    <div ref={containerRef} className="flex flex-col items-start gap-2 sm:items-end">
      <ActionMenu label={t('relations.menuLabel', { name })} items={items} />
      {profile.isBlockedByMe && (
        <RelationNotice
          text={t('relations.block.notice', { name })}
          undoLabel={t('relations.block.undo')}
          isPending={setRelation.isPending}
          onUndo={() => change({ userId: profile.id, relation: 'block', isOn: false })}
        />
      )}
      {profile.isMutedByMe && (
        <RelationNotice
          text={t('relations.mute.notice', { name })}
          undoLabel={t('relations.mute.undo')}
          isPending={setRelation.isPending}
          onUndo={() => change({ userId: profile.id, relation: 'mute', isOn: false })}
        />
      )}
      {(profile.isBlockedByMe || profile.isMutedByMe) && (
        <Link to={PATHS.blocked} className="text-brand-700 text-sm underline underline-offset-2">
          {t('relations.manage')}
        </Link>
      )}
      {setRelation.error && (
        <p role="alert" className="max-w-72 text-danger-700 text-sm sm:text-right">
          {t('relations.failed', { reason: apiErrorMessage(t, setRelation.error) })}
        </p>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ReportDialog
        open={isReporting}
        onOpenChange={setIsReporting}
        targetType="profile"
        targetId={profile.id}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setConfirming(null);
        }}
        title={confirming ? t(`relations.${confirming}.confirmTitle`, { name }) : ''}
        description={confirming ? t(`relations.${confirming}.confirmDescription`, { name }) : ''}
        confirmLabel={confirming ? t(`relations.${confirming}.confirm`) : ''}
        pendingLabel={t('relations.pending')}
        cancelLabel={t('relations.cancel')}
        tone={confirming === 'block' ? 'danger' : 'default'}
        onConfirm={() => confirming && change({ userId: profile.id, relation: confirming, isOn: true })}
        onCloseAutoFocus={(event) => {
          // The menu's button, when it is still there (it goes once both are on).
          if (menuButton?.isConnected) {
            event.preventDefault();
            menuButton.focus();
          }
        }}
      />
    </div>
  );
}

function RelationNotice({
  text,
  undoLabel,
  isPending,
  onUndo,
}: {
  text: string;
  undoLabel: string;
  isPending: boolean;
  onUndo: () => void;
}) {
  return (
    <div className="flex max-w-80 flex-wrap items-center gap-2 rounded-md bg-canvas px-3 py-2 text-sm sm:justify-end">
      <p className="text-ink">{text}</p>
      <Button
        variant="secondary"
        aria-disabled={isPending || undefined}
        onClick={() => {
          if (!isPending) onUndo();
        }}
      >
        {undoLabel}
      </Button>
    </div>
  );
}
