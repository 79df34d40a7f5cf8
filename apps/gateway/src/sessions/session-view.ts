import { DANA_PARTNER } from '@portal/contracts/constants';
import { sessionOwner, type FileRefs } from '../files/file-refs.ts';
import type { SessionData } from '../session.ts';

/** What the page may know about the session: never the token, and the photo only as a file ref. */
export function toSessionView(session: SessionData, fileRefs: FileRefs) {
  const picture = session.user.profile.profile_picture_url;
  return {
    user: {
      ...session.user,
      profile: { profile_picture_url: picture ? fileRefs.toRef(sessionOwner(session), picture) : null },
    },
    services: session.services,
    isSso: session.isSso,
    isDana: session.user.partner === DANA_PARTNER,
    isThirdParty: session.user.is_third_party_user,
    phone: session.phone,
  };
}
export type SessionView = ReturnType<typeof toSessionView>;

/** Partner scoping of spec §6: only when the user's partner differs from the default brand. */
export function partnerScope(session: SessionData, defaultPartner: string): string | undefined {
  const partner = session.user.partner;
  return partner && partner !== defaultPartner ? partner : undefined;
}
