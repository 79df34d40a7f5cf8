import type { SessionData } from '../session.ts';
import { createSealer } from '../session.ts';

/**
 * File refs: the page never sees the broker's storage URL. A file value travels as `/files/<sealed>`, where
 * the sealed part holds the URL and the user it was shown to; the gateway serves it (GET /files/…) and unseals
 * it when the page sends it back. Another user's ref, or a changed one, opens as nothing.
 */
export const FILE_REF_PREFIX = '/files/';

/** Who a sealed value belongs to: the broker's user id, or the phone for sessions from before user ids. */
export function sessionOwner(session: SessionData): string {
  return session.user.id ?? session.phone ?? session.user.name;
}

interface SealedFile {
  /** Owner (sessionOwner). */
  o: string;
  /** The broker's file URL. */
  u: string;
}

export function createFileRefs(secret: string) {
  const sealer = createSealer(secret, 'file-ref');

  function toRef(owner: string, url: string): string {
    // Stable: the same file keeps one ref across page loads (list merges and React keys rely on it).
    return (
      FILE_REF_PREFIX +
      sealer.seal(JSON.stringify({ o: owner, u: url } satisfies SealedFile), { stable: true })
    );
  }

  /** The broker URL behind a sealed token (the part after /files/), or null if tampered or not the owner's. */
  function openToken(owner: string, token: string): string | null {
    const text = sealer.open(token);
    if (text === null) return null;
    try {
      const sealed = JSON.parse(text) as Partial<SealedFile>;
      return sealed.o === owner && typeof sealed.u === 'string' ? sealed.u : null;
    } catch {
      return null;
    }
  }

  function fromRef(owner: string, ref: string): string | null {
    return ref.startsWith(FILE_REF_PREFIX) ? openToken(owner, ref.slice(FILE_REF_PREFIX.length)) : null;
  }

  return { toRef, fromRef, openToken };
}
export type FileRefs = ReturnType<typeof createFileRefs>;
