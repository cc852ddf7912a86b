import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Marketing pages: header, the page's own `<main>`, footer. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <Outlet />
      <SiteFooter />
    </div>
  );
}
