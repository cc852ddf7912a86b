import { clsx } from 'clsx';
import { LogOut, Menu, X } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { BrandLink } from '../../components/brand-link';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Button, buttonClasses } from '../../components/ui/button';
import { useDismiss } from '../../components/use-dismiss';
import { useAuthSession, useSignOut } from '../../lib/auth-session';
import { PATHS } from '@escouade/contract/paths';

const desktopLinkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'inline-flex min-h-11 items-center rounded-md px-3 font-medium text-sm transition-colors hover:bg-brand-50',
    isActive ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-ink',
  );

const mobileLinkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex min-h-12 items-center rounded-md px-3 font-medium text-base transition-colors hover:bg-brand-50',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink',
  );

/**
 * Site header. Signed out: about, pricing, contact, sign-in and sign-up links. Signed in: the logo
 * leads to the dashboard and the only action is signing out. Below `md` the links move into a disclosure
 * menu that adds the home page (and the admin area for admins); it closes on a link, on Escape (focus back
 * on its button) and on a click or focus outside the header.
 */
export function SiteHeader() {
  const { t } = useTranslation('nav');
  const session = useAuthSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The path the menu was opened on: moving to another page (a link, or the browser's back button) closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenedOn === pathname;
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const isSignedIn = session.status === 'signed-in';
  const isAdmin = session.user?.role === 'admin';

  const closeMenu = ({ restoreFocus }: { restoreFocus: boolean }) => {
    setMenuOpenedOn(null);
    if (restoreFocus) menuButtonRef.current?.focus();
  };
  useDismiss(headerRef, isMenuOpen, () => closeMenu({ restoreFocus: false }));

  useLayoutEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A menu inside the header (the language switcher) handles its own Escape first.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpenedOn(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  const onSignOut = async () => {
    setMenuOpenedOn(null);
    await signOut();
    await navigate(PATHS.login);
  };

  const onMobileLinkClick = () => closeMenu({ restoreFocus: true });

  return (
    <header ref={headerRef} className="border-line border-b bg-white">
      <div className="mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-2 sm:px-6">
        <BrandLink to={isSignedIn ? PATHS.dashboard : PATHS.home} />
        {!isSignedIn && (
          <nav aria-label={t('label')} className="ml-auto hidden md:block">
            <ul className="flex items-center gap-1">
              <li>
                <NavLink to={PATHS.about} className={desktopLinkClasses}>
                  {t('about')}
                </NavLink>
              </li>
              <li>
                <NavLink to={PATHS.pricing} className={desktopLinkClasses}>
                  {t('pricing')}
                </NavLink>
              </li>
              <li>
                <NavLink to={PATHS.contact} className={desktopLinkClasses}>
                  {t('contact')}
                </NavLink>
              </li>
            </ul>
          </nav>
        )}
        <LanguageSwitcher className={isSignedIn ? 'ml-auto' : 'ml-auto md:ml-2'} />
        <div className="hidden items-center gap-2 md:flex">
          {isSignedIn ? (
            <Button variant="secondary" onClick={onSignOut}>
              <LogOut aria-hidden="true" className="size-4" />
              {t('logout')}
            </Button>
          ) : (
            <>
              <NavLink to={PATHS.login} className={buttonClasses('ghost')}>
                {t('login')}
              </NavLink>
              <NavLink to={PATHS.register} className={buttonClasses('primary')}>
                {t('register')}
              </NavLink>
            </>
          )}
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          aria-label={t('menu')}
          onClick={() => setMenuOpenedOn(isMenuOpen ? null : pathname)}
          className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50 md:hidden"
        >
          {isMenuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>
      <div id={menuId} hidden={!isMenuOpen} className="border-line border-t md:hidden">
        {isMenuOpen && (
          <nav aria-label={t('label')} className="mx-auto w-full max-w-6xl px-4 py-3 sm:px-6">
            <ul className="flex flex-col gap-1">
              <MobileLink to={PATHS.home} onClick={onMobileLinkClick} end>
                {t('home')}
              </MobileLink>
              {isSignedIn ? (
                isAdmin && (
                  <MobileLink to={PATHS.admin} onClick={onMobileLinkClick}>
                    {t('admin')}
                  </MobileLink>
                )
              ) : (
                <>
                  <MobileLink to={PATHS.about} onClick={onMobileLinkClick}>
                    {t('about')}
                  </MobileLink>
                  <MobileLink to={PATHS.pricing} onClick={onMobileLinkClick}>
                    {t('pricing')}
                  </MobileLink>
                  <MobileLink to={PATHS.contact} onClick={onMobileLinkClick}>
                    {t('contact')}
                  </MobileLink>
                  <MobileLink to={PATHS.login} onClick={onMobileLinkClick}>
                    {t('login')}
                  </MobileLink>
                  <MobileLink to={PATHS.register} onClick={onMobileLinkClick}>
                    {t('register')}
                  </MobileLink>
                </>
              )}
            </ul>
            {isSignedIn && (
              <Button variant="secondary" onClick={onSignOut} className="mt-3 w-full">
                <LogOut aria-hidden="true" className="size-4" />
                {t('logout')}
              </Button>
            )}
          </nav>
        )}
      </div>
    </header>
  );
}

function MobileLink({
  to,
  onClick,
  end = false,
  children,
}: {
  to: string;
  onClick: () => void;
  end?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <NavLink to={to} end={end} onClick={onClick} className={mobileLinkClasses}>
        {children}
      </NavLink>
    </li>
  );
}
