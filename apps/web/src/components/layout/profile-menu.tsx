import { Link } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { Avatar } from '../avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { NavIcon } from './nav-icon.tsx';
import { ACCOUNT_PAGES } from './nav-items.ts';

interface ProfileMenuProps {
  name: string;
  photo: string | null;
  onLogout: () => void;
  loggingOut: boolean;
}

/** Spec §2: the profile menu holds profile details, document details and logout. */
export function ProfileMenu({ name, photo, onLogout, loggingOut }: ProfileMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="inline-flex min-h-10 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-semibold text-slate-800 hover:bg-slate-100">
        <Avatar name={name} photo={photo} className="size-8 text-xs" />
        <span className="sr-only">{m.layout_account_menu()}</span>
        <span className="hidden max-w-48 truncate lg:inline">{name}</span>
        <NavIcon name="chevron-down" className="hidden size-4 shrink-0 text-slate-600 sm:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{m.layout_signed_in_as({ name })}</DropdownMenuLabel>
        {ACCOUNT_PAGES.map((page) => (
          <DropdownMenuItem key={page.to} asChild>
            <Link to={page.to}>
              <NavIcon name={page.icon} className="size-4 shrink-0 text-slate-600" />
              {page.label()}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={loggingOut} onSelect={onLogout}>
          {m.layout_logout()}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
