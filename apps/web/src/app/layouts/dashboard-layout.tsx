import { FolderPlus, Newspaper, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandLink } from '../../components/brand-link';
import { SidebarNavLink } from './sidebar-nav-link';

/**
 * Signed-in area. Mobile first: the navigation is a scrollable row above the page, a sidebar from `md`.
 * The session guard, user badge and logout button arrive with the auth feature.
 */
export function DashboardLayout() {
  const { t } = useTranslation('dashboard');

  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <aside className="border-line border-b bg-white md:w-64 md:shrink-0 md:border-r md:border-b-0">
        <div className="px-4 py-3 md:px-5 md:py-5">
          <BrandLink to="/dashboard" />
        </div>
        <nav aria-label={t('nav.label')} className="px-2 pb-2 md:px-3">
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            <li>
              <SidebarNavLink to="/dashboard" icon={Newspaper} end>
                {t('nav.feed')}
              </SidebarNavLink>
            </li>
            <li>
              <SidebarNavLink to="/dashboard/profile" icon={UserRound} end>
                {t('nav.profile')}
              </SidebarNavLink>
            </li>
            <li>
              <SidebarNavLink to="/dashboard/create-project" icon={FolderPlus}>
                {t('nav.createProject')}
              </SidebarNavLink>
            </li>
          </ul>
        </nav>
      </aside>
      <Outlet />
    </div>
  );
}
