import { Suspense, lazy } from 'react';
import { m } from '@portal/i18n/messages';
import { Avatar } from '../avatar.tsx';
import { useLoadOnIntent } from './load-on-intent.ts';
import { NavIcon } from './nav-icon.tsx';

const loadProfileMenuPopup = () => import('./profile-menu-popup.tsx');
const ProfileMenuPopup = lazy(loadProfileMenuPopup);

export interface ProfileMenuProps {
  name: string;
  photo: string | null;
  onLogout: () => void;
  loggingOut: boolean;
}

export const PROFILE_TRIGGER_CLASSES =
  'inline-flex min-h-10 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-semibold text-slate-800 hover:bg-slate-100';

export function ProfileTriggerFace({ name, photo }: { name: string; photo: string | null }) {
  return (
    <>
      <Avatar name={name} photo={photo} className="size-8 text-xs" />
      <span className="sr-only">{m.layout_account_menu()}</span>
      <span className="hidden max-w-48 truncate lg:inline">{name}</span>
      <NavIcon name="chevron-down" className="hidden size-4 shrink-0 text-slate-600 sm:block" />
    </>
  );
}

/**
 * Spec §2: the profile menu holds profile details, document details and logout. Its menu's code comes when
 * the user reaches for it; until then the same button stands in (decision record 0023).
 */
export function ProfileMenu(props: ProfileMenuProps) {
  const menu = useLoadOnIntent(loadProfileMenuPopup);
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={PROFILE_TRIGGER_CLASSES}
      {...menu.standInHandlers}
    >
      <ProfileTriggerFace name={props.name} photo={props.photo} />
    </button>
  );
  if (!menu.wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ProfileMenuPopup {...props} />
    </Suspense>
  );
}
