import {
  BadgeCheck,
  Building,
  ChartColumn,
  Flag,
  Gavel,
  Receipt,
  LayoutDashboard,
  ListChecks,
  ScrollText,
  FileArchive,
  FolderKanban,
  ShieldCheck,
  Users,
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

/**
 * Admin area: admins only. Besides the overview and the users, admins get the moderation of the feed
 * and the security page here, since the dashboard (where other users find them) sends them back to /admin.
 * The same frame as the dashboard: one header (the sidebar's brand and language, or the small screens' top
 * bar), one sign-out; no site header or footer.
 */
export function AdminLayout() {
  return (
    <RequireSession area="admin">
      <LiveEventsProvider>
        <AdminShell />
      </LiveEventsProvider>
    </RequireSession>
  );
}

function AdminShell() {
  const { t } = useTranslation('admin');
  const { t: tAdminArea } = useTranslation('adminArea');
  const { user } = useAuthSession();
  const labels = useSidebarShellLabels('admin');
  if (!user) return null;

  return (
    <SidebarShell
      homePath={PATHS.admin}
      name={user.name}
      roleLabel={t('shell.roleLabel')}
      labels={labels}
      renderHeaderAction={(placement) => (
        <NotificationBell
          pagePath={PATHS.adminNotifications}
          align={placement === 'sidebar' ? 'start' : 'end'}
        />
      )}
      navigationItems={
        <>
          <li>
            <SidebarNavLink to={PATHS.admin} icon={LayoutDashboard} end>
              {t('nav.overview')}
            </SidebarNavLink>
          </li>
          <li>
            <SidebarNavLink to={PATHS.adminUsers} icon={Users}>
              {t('nav.users')}
            </SidebarNavLink>
          </li>
          <li>
            <SidebarNavLink to={PATHS.adminProjects} icon={FolderKanban}>
              {tAdminArea('nav.projects')}
            </SidebarNavLink>
          </li>
          <li>
            <SidebarNavLink to={PATHS.adminReports} icon={Flag}>
              {tAdminArea('nav.reports')}
            </SidebarNavLink>
          </li>
          <li>
            <SidebarNavLink to={PATHS.adminModeration} icon={Gavel}>
              {tAdminArea('nav.moderation')}
            </SidebarNavLink>
          </li>
          <li>
            <SidebarNavLink to={PATHS.adminSkills} icon={ListChecks}>
              {tAdminArea('nav.skills')}
            </SidebarNavLink>
          </li>
          <li>
            <SidebarNavLink to={PATHS.adminVerifications} icon={BadgeCheck}>
              {tAdminArea('nav.verifications')}
            </SidebarNavLink>
          </li>
          <li>
            <SidebarNavLink to={PATHS.adminInvoicing} icon={Receipt}>
              {tAdminArea('nav.invoicing')}
            </SidebarNavLink>
          </li>
          <li>
            <SidebarNavLink to={PATHS.adminFinance} icon={ChartColumn}>
              {tAdminArea('nav.finance')}
            </SidebarNavLink>
          </li>
          <li>
            <SidebarNavLink to={PATHS.adminAgency} icon={Building}>
              {tAdminArea('nav.agency')}
            </SidebarNavLink>
          </li>
          <li>
            <SidebarNavLink to={PATHS.adminAudit} icon={ScrollText}>
              {tAdminArea('nav.audit')}
            </SidebarNavLink>
          </li>
          <li>
            <SidebarNavLink to={PATHS.adminSecurity} icon={ShieldCheck}>
              {t('nav.security')}
            </SidebarNavLink>
          </li>
          <li>
            <SidebarNavLink to={PATHS.adminData} icon={FileArchive}>
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
