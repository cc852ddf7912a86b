import { LogOut, Menu } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BrandLink } from '../../components/brand-link';
import { BreakableText } from '../../components/breakable-text';
import { LanguageSwitcher } from '../../components/language-switcher';
import { Button } from '../../components/ui/button';
import { lazyDialog } from '../../components/ui/lazy-dialog';
import { useSignOut } from '../../lib/auth-session';
import { useTranslation } from '../../lib/use-translation';
import { useMediaQuery } from '../../lib/use-media-query';
import { PATHS } from '@escouade/contract/paths';
import { getInitials } from '../../components/ui/avatar';

const SidebarMenu = lazyDialog(() =>
  import('./sidebar-menu-panel').then((module) => module.SidebarMenuPanel),
);

/** The frame's texts, which the dashboard and the admin area each keep under the same keys. */
export function useSidebarShellLabels(namespace: 'dashboard' | 'admin'): SidebarShellLabels {
  const { t } = useTranslation(namespace);
  return {
    navigation: t('nav.label'),
    openMenu: t('shell.openMenu'),
    closeMenu: t('shell.closeMenu'),
    menuTitle: t('shell.menuTitle'),
    logout: t('shell.logout'),
    loggingOut: t('shell.loggingOut'),
    unnamed: t('shell.unnamed'),
  };
}

export type SidebarShellLabels = {
  navigation: string;
  openMenu: string;
  closeMenu: string;
  menuTitle: string;
  /** Who is signed in, for an account that has no name yet. */
  unnamed: string;
  logout: string;
  loggingOut: string;
};

type SidebarShellProps = {
  homePath: string;
  /** The account's name (the display-name rule), never its address. */
  name: string;
  roleLabel: string;
  labels: SidebarShellLabels;
  /** The `<li>` entries of the navigation. */
  navigationItems: ReactNode;
  /** Beside the brand (the sidebar's top, or the small screens' top bar): the notification bell. */
  renderHeaderAction?: (placement: 'sidebar' | 'topBar') => ReactNode;
  children: ReactNode;
};

/**
 * The frame of the signed-in areas (dashboard and admin). From `md`: a sticky sidebar with the user's
 * initial and role, the navigation, the language and the logout button. Below: a top bar whose burger
 * button opens the same content in a dialog (focus moves into it, stays there, Escape closes it and focus
 * returns to the button); it closes on navigation. The dialog's code loads on first open (`lazyDialog`).
 */
export function SidebarShell({
  homePath,
  name,
  roleLabel,
  labels,
  navigationItems,
  renderHeaderAction,
  children,
}: SidebarShellProps) {
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it on navigation (a link, or the browser's back button).
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const isMenuOpen = menuOpenedAt === pathname;
  // Tailwind's `md`. Below it the sidebar is hidden (display: none): not rendering it at all spares a phone a
  // third of the layout's first render.
  const hasSidebar = useMediaQuery('(min-width: 48rem)');
  const onMenuOpenChange = (isOpen: boolean) => setMenuOpenedAt(isOpen ? pathname : null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuButtonProps = {
    ref: menuButtonRef,
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': isMenuOpen,
    onClick: () => onMenuOpenChange(true),
  } as const;

  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      {hasSidebar && (
        // Above the page (z-30, as the small screens' top bar): what opens from the sidebar, the notifications
        // panel or the language menu, reaches over the page's content, whose positioned parts (the search box,
        // the composer) would otherwise be drawn over it.
        <aside className="hidden border-line border-r bg-white md:sticky md:top-0 md:z-30 md:flex md:h-dvh md:w-64 md:shrink-0 md:flex-col">
          <div className="flex items-center justify-between gap-2 px-5 pt-5 pb-3">
            <BrandLink to={homePath} />
            {renderHeaderAction?.('sidebar')}
          </div>
          {/* Only what is under the brand scrolls, when a short window cannot hold the navigation: the panel that
              opens from the bell reaches out of the sidebar, which a scrolling sidebar would cut. */}
          <div className="flex min-h-0 flex-1 flex-col overflow-y-auto">
            <SidebarContent
              name={name}
              roleLabel={roleLabel}
              labels={labels}
              navigationItems={navigationItems}
              // Under the navigation, where its menu has room to open downwards.
              afterNavigation={<LanguageSwitcher className="w-full" />}
            />
          </div>
        </aside>
      )}
      {/* The page's banner on small screens, where the sidebar is hidden. */}
      <header className="sticky top-0 z-30 flex items-center gap-2 border-line border-b bg-white px-4 py-2 md:hidden">
        <BrandLink to={homePath} />
        <LanguageSwitcher className="ml-auto" />
        {!hasSidebar && renderHeaderAction?.('topBar')}
        <button
          {...menuButtonProps}
          className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50"
        >
          <Menu aria-hidden="true" className="size-6" />
          <span className="sr-only">{labels.openMenu}</span>
        </button>
      </header>
      <SidebarMenu
        open={isMenuOpen}
        onOpenChange={onMenuOpenChange}
        title={labels.menuTitle}
        closeLabel={labels.closeMenu}
        openerRef={menuButtonRef}
      >
        <SidebarContent name={name} roleLabel={roleLabel} labels={labels} navigationItems={navigationItems} />
      </SidebarMenu>
      <div className="flex min-w-0 flex-1 flex-col">{children}</div>
    </div>
  );
}

type SidebarContentProps = Pick<SidebarShellProps, 'name' | 'roleLabel' | 'labels' | 'navigationItems'> & {
  afterNavigation?: ReactNode;
};

function SidebarContent({ name, roleLabel, labels, navigationItems, afterNavigation }: SidebarContentProps) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const onLogout = async () => {
    setIsSigningOut(true);
    await signOut();
    await navigate(PATHS.login, { replace: true });
  };

  return (
    <div className="flex flex-1 flex-col gap-4 px-3 pb-4">
      <div className="flex items-center gap-3 rounded-lg bg-canvas px-3 py-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-lg text-white"
        >
          {getInitials([name], getInitials([labels.unnamed])).slice(0, 1)}
        </span>
        <div className="min-w-0">
          {/* Whole, on as many lines as it takes: a cut name could not be read on a phone or by keyboard. */}
          <p className="font-medium text-ink text-sm">
            <BreakableText text={name.trim() || labels.unnamed} />
          </p>
          <p className="text-ink-muted text-xs">{roleLabel}</p>
        </div>
      </div>
      <nav aria-label={labels.navigation}>
        <ul className="flex flex-col gap-1">{navigationItems}</ul>
      </nav>
      {afterNavigation}
      <div className="mt-auto">
        <Button variant="secondary" onClick={onLogout} disabled={isSigningOut} className="w-full">
          <LogOut aria-hidden="true" className="size-4" />
          {isSigningOut ? labels.loggingOut : labels.logout}
        </Button>
      </div>
    </div>
  );
}
