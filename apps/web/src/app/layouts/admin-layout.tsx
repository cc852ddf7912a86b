import { LayoutDashboard, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { BrandLink } from '../../components/brand-link';
import { SidebarNavLink } from './sidebar-nav-link';

/**
 * Admin area, same shape as the dashboard. The role guard (admins only), role label and logout button
 * arrive with the auth feature.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin');

  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <aside className="border-line border-b bg-white md:w-64 md:shrink-0 md:border-r md:border-b-0">
        <div className="px-4 py-3 md:px-5 md:py-5">
          <BrandLink to="/admin" />
        </div>
        <nav aria-label={t('nav.label')} className="px-2 pb-2 md:px-3">
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            <li>
              <SidebarNavLink to="/admin" icon={LayoutDashboard} end>
                {t('nav.overview')}
              </SidebarNavLink>
            </li>
            <li>
              <SidebarNavLink to="/admin/users" icon={Users}>
                {t('nav.users')}
              </SidebarNavLink>
            </li>
          </ul>
        </nav>
      </aside>
      <Outlet />
    </div>
  );
}
