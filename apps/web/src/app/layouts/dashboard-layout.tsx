import {
  BadgeCheck,
  Building2,
  FolderKanban,
  FolderPlus,
  Newspaper,
  FileArchive,
  ShieldCheck,
  UserRound,
  UserX,
  Wallet,
} from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Outlet } from 'react-router';
import { useAuthSession } from '../../lib/auth-session';
import { RequireSession } from '../guards/require-session';
import { SidebarNavLink } from './sidebar-nav-link';
import { SidebarShell, useSidebarShellLabels } from './sidebar-shell';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { LiveEventsProvider } from '../../lib/live-events';
import { PATHS } from '@escouade/contract/paths';

/** Signed-in area: only for signed-in users who are not admins. */
export function DashboardLayout() {
  return (
    <RequireSession area="dashboard">
      <LiveEventsProvider>
        <DashboardShell />
      </LiveEventsProvider>
    </RequireSession>
  );
}

function DashboardShell() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuthSession();
  const labels = useSidebarShellLabels('dashboard');
  if (!user) return null;

  return (
    <SidebarShell
      homePath={PATHS.dashboard}
      name={user.name}
      roleLabel={t(`roles.${user.role}`)}
      labels={labels}
      renderHeaderAction={(placement) => (
        <NotificationBell pagePath={PATHS.notifications} align={placement === 'sidebar' ? 'start' : 'end'} />
      )}
      navigationItems={
        <>
          <li>
            <SidebarNavLink to={PATHS.dashboard} icon={Newspaper} end>
              {t('nav.feed')}
            </SidebarNavLink>
          </li>
          <li>
            <SidebarNavLink to={PATHS.myProfile} icon={UserRound} end>
              {t('nav.profile')}
            </SidebarNavLink>
          </li>
          <li>
            <SidebarNavLink to={PATHS.createProject} icon={FolderPlus}>
              {t('nav.createProject')}
            </SidebarNavLink>
          </li>
          <li>
            <SidebarNavLink to={PATHS.myProjects} icon={FolderKanban}>
              {t('nav.projects')}
            </SidebarNavLink>
          </li>
          {user.role === 'professional' ? (
            <li>
              <SidebarNavLink to={PATHS.earnings} icon={Wallet}>
                {t('nav.earnings')}
              </SidebarNavLink>
            </li>
          ) : null}
          {user.role === 'user' ? (
            <li>
              <SidebarNavLink to={PATHS.myOrganisation} icon={Building2}>
                {t('nav.organisation')}
              </SidebarNavLink>
            </li>
          ) : null}
          <li>
            <SidebarNavLink to={PATHS.blocked} icon={UserX}>
              {t('nav.blocked')}
            </SidebarNavLink>
          </li>
          {user.role === 'professional' ? (
            <li>
              <SidebarNavLink to={PATHS.myVerification} icon={BadgeCheck}>
                {t('nav.verification')}
              </SidebarNavLink>
            </li>
          ) : null}
          <li>
            <SidebarNavLink to={PATHS.security} icon={ShieldCheck}>
              {t('nav.security')}
            </SidebarNavLink>
          </li>
          <li>
            <SidebarNavLink to={PATHS.myData} icon={FileArchive}>
              {t('nav.data')}
            </SidebarNavLink>
          </li>
        </>
      }
    >
      <Outlet />
    </SidebarShell>
  );
}
