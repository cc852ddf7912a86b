import { Outlet, useLocation } from 'react-router';
import { BrandLink } from '../../components/brand-link';
import { LanguageSwitcher } from '../../components/language-switcher';
import { RedirectSignedIn } from '../guards/redirect-signed-in';
import { PATHS } from '@escouade/contract/paths';

/** Screens only a signed-out visitor needs; the password screens stay open to everyone (e.g. from a mail). */
const SIGNED_OUT_ONLY_PATHS: ReadonlySet<string> = new Set([PATHS.login, PATHS.register]);

/**
 * Sign-in, sign-up and password screens: no site header or footer, only the logo back to the
 * home page. The language switcher stays, since people often arrive here first from an email link.
 */
export function AuthLayout() {
  const { pathname } = useLocation();
  const page = <Outlet />;

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-canvas">
      {/* A banner landmark: every piece of a page belongs to one, the logo and the language switcher too. */}
      <header className="mx-auto flex w-full max-w-md items-center justify-between gap-4 px-4 pt-6">
        <BrandLink to={PATHS.home} />
        <LanguageSwitcher />
      </header>
      {SIGNED_OUT_ONLY_PATHS.has(pathname.replace(/\/+$/, '')) ? (
        <RedirectSignedIn>{page}</RedirectSignedIn>
      ) : (
        page
      )}
    </div>
  );
}
