import { Link } from '@tanstack/react-router';
import { NavIcon } from './layout/nav-icon.tsx';

/**
 * "‹ Back to the list" above a detail page on tablets and desktops; phones have the back button in the
 * header instead (spec §2).
 */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Link
      to={href}
      className="hidden items-center gap-1 self-start rounded-md text-sm font-semibold text-brand-800 hover:underline md:inline-flex"
    >
      <NavIcon name="back" className="size-4" />
      {children}
    </Link>
  );
}
