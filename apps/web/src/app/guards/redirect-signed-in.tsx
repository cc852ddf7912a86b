import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { getHomePath, useAuthSession } from '../../lib/auth-session';

/**
 * Sign-in and sign-up are for signed-out visitors: a signed-in user goes to their home (the dashboard, or
 * the admin area for admins). This is also how a successful sign-in moves on, once the session is reloaded.
 * While the first session check runs the page shows at once, since nearly every visitor is signed out.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const session = useAuthSession();
  if (session.status === 'signed-in') return <Navigate to={getHomePath(session.user.role)} replace />;
  return children;
}
