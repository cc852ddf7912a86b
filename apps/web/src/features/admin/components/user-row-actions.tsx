import type { AdminUser } from '@escouade/contract/admin';
import { Ban, ShieldCheck, ShieldOff, Trash2, UserCog } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { ActionMenu, type ActionMenuItem } from '../../../components/ui/action-menu';

export type UserAction = 'changeRole' | 'promote' | 'ban' | 'unban' | 'delete';

export type UserActionRequest = {
  action: UserAction;
  user: AdminUser;
  /** The menu button the action came from: focus goes back to it when the dialog closes. */
  trigger: HTMLElement | null;
};

type UserRowActionsProps = {
  user: AdminUser;
  isSelf: boolean;
  onAction: (request: UserActionRequest) => void;
};

/**
 * The row's action menu: change the role, make administrator (not for admins), ban or unban, delete. On one's own
 * row, a note instead (an admin never acts on their own account).
 */
export function UserRowActions({ user, isSelf, onAction }: UserRowActionsProps) {
  const { t } = useTranslation('adminArea');

  if (isSelf) return <p className="text-ink-muted text-xs italic">{t('users.ownAccountNote')}</p>;

  const request = (action: UserAction) => (trigger: HTMLElement | null) =>
    onAction({ action, user, trigger });
  const items: ActionMenuItem[] = [
    {
      key: 'changeRole',
      label: t('users.actions.changeRole'),
      icon: UserCog,
      onSelect: request('changeRole'),
    },
  ];
  if (user.role !== 'admin') {
    items.push({
      key: 'promote',
      label: t('users.actions.promote'),
      icon: ShieldCheck,
      onSelect: request('promote'),
    });
  }
  items.push(
    user.banned
      ? { key: 'unban', label: t('users.actions.unban'), icon: ShieldOff, onSelect: request('unban') }
      : { key: 'ban', label: t('users.actions.ban'), icon: Ban, onSelect: request('ban') },
    {
      key: 'delete',
      label: t('users.actions.delete'),
      icon: Trash2,
      tone: 'danger',
      onSelect: request('delete'),
    },
  );

  return <ActionMenu label={t('users.actions.menuLabel', { email: user.email })} items={items} />;
}
