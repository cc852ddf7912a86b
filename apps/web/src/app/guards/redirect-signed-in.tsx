import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { getLandingPath, useAuthSession } from '../../lib/auth-session';

/**
 * Sign-in and sign-up are for signed-out visitors: a signed-in user goes where they land (project creation for
 * a client, the feed for a professional, the admin area for admins). This is also how a successful sign-in moves on, once the session is reloaded.
 * While the first session check runs the page shows at once, since nearly every visitor is signed out.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const session = useAuthSession();
  if (session.status === 'signed-in') return <Navigate to={getLandingPath(session.user.role)} replace />;
  return children;
}
