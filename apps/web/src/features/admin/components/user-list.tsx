import type { AdminUser } from '@escouade/contract/admin';
import { BreakableText } from '../../../components/breakable-text';
import { useTranslation } from '../../../lib/use-translation';
import { RoleBadge } from './role-badge';
import { type UserActionRequest, UserRowActions } from './user-row-actions';
import { JoinedDate, UserStatus } from './user-status';

type UserListProps = {
  users: AdminUser[];
  currentUserId: string;
  onAction: (request: UserActionRequest) => void;
};

/**
 * The users as a table from `md` up and as cards below. Both are rendered; CSS shows one, and
 * `display: none` hides the other from assistive technology too.
 */
export function UserList(props: UserListProps) {
  return (
    <>
      <UserTable {...props} />
      <UserCards {...props} />
    </>
  );
}

function UserIdentity({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation('adminArea');
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
        <BreakableText text={user.name ?? t('users.unnamed')} />
        {isSelf && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800 text-xs">
            {t('users.you')}
          </span>
        )}
      </p>
      <p className="text-ink-muted text-sm">
        <BreakableText text={user.email} />
      </p>
      <p className="text-ink-muted text-xs">
        {t('users.idLabel')} <BreakableText text={user.id} className="font-mono" />
      </p>
    </div>
  );
}

function UserTable({ users, currentUserId, onAction }: UserListProps) {
  const { t } = useTranslation('adminArea');
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-line bg-white md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('users.tableCaption')}</caption>
        <thead className="border-line border-b bg-canvas text-ink-muted text-xs uppercase tracking-wide">
          <tr>
            <th scope="col" className="min-w-60 px-4 py-3 font-semibold">
              {t('users.columns.user')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('users.columns.role')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('users.columns.status')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('users.columns.joined')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t('users.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            return (
              <tr key={user.id} className="align-top">
                <th scope="row" className="px-4 py-3 font-normal">
                  <UserIdentity user={user} isSelf={isSelf} />
                </th>
                <td className="px-4 py-3">
                  <RoleBadge role={user.role} />
                </td>
                <td className="px-4 py-3">
                  <UserStatus user={user} />
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-ink">
                  <JoinedDate createdAt={user.createdAt} />
                </td>
                <td className="px-4 py-2 text-right">
                  <div className="ml-auto flex max-w-40 justify-end">
                    <UserRowActions user={user} isSelf={isSelf} onAction={onAction} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function UserCards({ users, currentUserId, onAction }: UserListProps) {
  const { t } = useTranslation('adminArea');
  return (
    <ul aria-label={t('users.tableCaption')} className="flex flex-col gap-3 md:hidden">
      {users.map((user) => {
        const isSelf = user.id === currentUserId;
        return (
          <li key={user.id} className="rounded-lg border border-line bg-white p-4">
            <div className="flex items-start justify-between gap-2">
              <UserIdentity user={user} isSelf={isSelf} />
              {!isSelf && <UserRowActions user={user} isSelf={false} onAction={onAction} />}
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
              <dt className="text-ink-muted">{t('users.columns.role')}</dt>
              <dd>
                <RoleBadge role={user.role} />
              </dd>
              <dt className="text-ink-muted">{t('users.columns.status')}</dt>
              <dd>
                <UserStatus user={user} />
              </dd>
              <dt className="text-ink-muted">{t('users.joinedLabel')}</dt>
              <dd className="text-ink">
                <JoinedDate createdAt={user.createdAt} />
              </dd>
            </dl>
            {isSelf && (
              <div className="mt-3">
                <UserRowActions user={user} isSelf onAction={onAction} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
