import { useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { useOpenOnMount } from './load-on-intent.ts';
import { NavIcon } from './nav-icon.tsx';
import { ACCOUNT_PAGES } from './nav-items.ts';
import { PROFILE_TRIGGER_CLASSES, ProfileTriggerFace, type ProfileMenuProps } from './profile-menu.tsx';

/** The account menu itself, loaded when the user reaches for it (profile-menu.tsx). */
export default function ProfileMenuPopup({ name, photo, onLogout, loggingOut }: ProfileMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useOpenOnMount(trigger);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger ref={trigger} className={PROFILE_TRIGGER_CLASSES}>
        <ProfileTriggerFace name={name} photo={photo} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{m.layout_signed_in_as({ name })}</DropdownMenuLabel>
        {ACCOUNT_PAGES.map((page) => (
          <DropdownMenuItem key={page.to} asChild>
            {/* No preload on intent: the menu moves the focus over its items as it opens and closes (a preload
                each), and one started as "Keluar" is chosen reaches the gateway after the logout, as a 401. */}
            <Link to={page.to} preload={false}>
              <NavIcon name={page.icon} className="size-4 shrink-0 text-slate-600" />
              {page.label()}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={loggingOut} onSelect={onLogout}>
          <NavIcon name="logout" className="size-4 shrink-0 text-slate-600" />
          {m.layout_logout()}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
