import { Navigate } from 'react-router';
import { useAuthSession } from '../../lib/auth-session';
import { RoutePendingFallback } from '../route-pending';
import { PATHS } from '@escouade/contract/paths';

/** `/profile`, linked from the home page: the profile editor when signed in, else the sign-in page. */
export function ProfileRedirect() {
  const session = useAuthSession();
  if (session.status === 'loading') return <RoutePendingFallback />;
  return <Navigate to={session.status === 'signed-in' ? PATHS.myProfile : PATHS.login} replace />;
}
