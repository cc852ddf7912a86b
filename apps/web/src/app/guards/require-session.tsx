import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { getHomePath, useAuthSession } from '../../lib/auth-session';
import { SessionPendingScreen } from './session-pending-screen';
import { PATHS, withQuery } from '@escouade/contract/paths';

type RequireSessionProps = {
  /** `dashboard`: any signed-in user but admins; `admin`: admins only. */
  area: 'dashboard' | 'admin';
  children: ReactNode;
};

/**
 * Route guard of the signed-in areas: signed out → `/login`; an admin in the dashboard →
 * `/admin`; anyone else in the admin area → `/dashboard`. The server enforces the same rules on every call;
 * this only spares users pages they cannot use.
 */
export function RequireSession({ area, children }: RequireSessionProps) {
  const session = useAuthSession();
  const { search } = useLocation();

  if (session.status === 'loading') return <SessionPendingScreen />;
  if (session.status === 'signed-out') {
    // A failed confirmation link lands on /dashboard?error=<code> while signed out: the login page explains.
    const linkError = new URLSearchParams(search).get('error');
    return <Navigate to={linkError ? withQuery(PATHS.login, { error: linkError }) : PATHS.login} replace />;
  }
  const homePath = getHomePath(session.user.role);
  if (homePath !== `/${area}`) return <Navigate to={homePath} replace />;
  return children;
}
