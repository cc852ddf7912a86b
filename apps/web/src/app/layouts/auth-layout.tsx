import { Outlet } from 'react-router';
import { BrandLink } from '../../components/brand-link';
import { LanguageSwitcher } from '../../components/language-switcher';

/**
 * Sign-in, sign-up and password screens: no site header or footer (spec §2), only the logo back to the
 * home page. The language switcher stays, since people often arrive here first from an email link.
 */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="mx-auto flex w-full max-w-md items-center justify-between gap-4 px-4 pt-6">
        <BrandLink to="/" />
        <LanguageSwitcher />
      </div>
      <Outlet />
    </div>
  );
}
