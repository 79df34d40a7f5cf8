/**
 * The names and kinds of the files uploaded in this tab, by file ref: shown at once, without asking the gateway
 * (which keeps the names too, for other tabs and devices: `uploads.names`). Kept in sessionStorage: it survives
 * a reload and a login again in the same tab, and dies with the tab. A ref is sealed with its owner, so another
 * user never gets these names back for their files; a sign-out forgets them anyway (`forgetUserData`).
 */
import { sessionStore, userKey } from '../../lib/session-store.ts';

const FILE_NAMES_KEY = userKey('file-names');

export type FileKind = 'image' | 'pdf' | 'video' | 'unknown';

export interface KnownFile {
  name: string;
  kind: FileKind;
}

/** The newest names kept: far more than one claim's documents, small enough to read at once. */
export const KNOWN_FILES_LIMIT = 200;

const KINDS: readonly FileKind[] = ['image', 'pdf', 'video', 'unknown'];

function isKnownFile(value: unknown): value is KnownFile {
  if (typeof value !== 'object' || value === null) return false;
  const { name, kind } = value as Partial<KnownFile>;
  return typeof name === 'string' && name !== '' && KINDS.includes(kind as FileKind);
}

function readAll(store: Storage | null): [string, KnownFile][] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(FILE_NAMES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, KnownFile] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && isKnownFile(entry[1]),
    );
  } catch {
    return [];
  }
}

/** What this tab knows of a file ref, or undefined. */
export function knownFile(ref: string, store: Storage | null = sessionStore()): KnownFile | undefined {
  return readAll(store).find(([known]) => known === ref)?.[1];
}

/** Remembers a file's name and kind; the oldest go beyond `KNOWN_FILES_LIMIT`. */
export function rememberFile(ref: string, file: KnownFile, store: Storage | null = sessionStore()): void {
  const entries = readAll(store).filter(([known]) => known !== ref);
  entries.push([ref, { name: file.name, kind: file.kind }]);
  try {
    store?.setItem(FILE_NAMES_KEY, JSON.stringify(entries.slice(-KNOWN_FILES_LIMIT)));
  } catch {
    // quota or blocked storage: this visit shows "File 1" after a reload, nothing else is lost
  }
}
