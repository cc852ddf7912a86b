import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

type SidebarNavLinkProps = {
  to: string;
  icon: LucideIcon;
  children: ReactNode;
  /** Match the path exactly, so the section index is not "current" on every sub-page. */
  end?: boolean;
};

/** A sidebar entry; NavLink marks the current page with `aria-current="page"`. */
export function SidebarNavLink({ to, icon: Icon, children, end = false }: SidebarNavLinkProps) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        clsx(
          // A long name (« Personnes bloquées et masquées ») wraps inside the sidebar rather than past its edge.
          'flex min-h-11 items-center gap-3 text-balance rounded-md px-3 py-2 font-medium text-sm leading-snug transition-colors',
          isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50',
        )
      }
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </NavLink>
  );
}
