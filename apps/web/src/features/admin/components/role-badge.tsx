import { ROLES, type Role } from '@escouade/contract/constants';
import { clsx } from 'clsx';
import { useTranslation } from '../../../lib/use-translation';

// Admin red, professional violet, editor blue, anything else gray. Each pair has 7:1 or better contrast (WCAG's
// enhanced level, which the journeys check).
const ROLE_CLASSES: Partial<Record<Role, string>> = {
  admin: 'bg-red-100 text-red-900',
  professional: 'bg-violet-100 text-violet-900',
  editor: 'bg-blue-100 text-blue-900',
};

export function isKnownRole(role: string): role is Role {
  return (ROLES as readonly string[]).includes(role);
}

/** The translated name of a role; an unknown role (not one the app defines) shows as stored. */
export function useRoleLabel(): (role: string) => string {
  const { t } = useTranslation('adminArea');
  return (role) => (isKnownRole(role) ? t(`roles.${role}`) : role);
}

export function RoleBadge({ role }: { role: string }) {
  const getRoleLabel = useRoleLabel();
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 font-medium text-xs',
        (isKnownRole(role) && ROLE_CLASSES[role]) || 'bg-slate-100 text-slate-800',
      )}
    >
      {getRoleLabel(role)}
    </span>
  );
}
