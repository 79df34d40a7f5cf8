import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ServiceName, User } from '@portal/contracts/entities/user';

/** What the gateway remembers about a logged-in user. It travels only inside the encrypted cookie. */
export const SessionData = z.object({
  token: z.string(),
  user: User,
  services: z.array(ServiceName),
  phone: z.string().nullable(),
  isSso: z.boolean(),
  issuedAt: z.number(),
});
export type SessionData = z.infer<typeof SessionData>;

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM over text: unreadable and tamper-evident without the secret. `purpose` derives a separate key
 * per use, so a value sealed for one use (a file ref) never opens as another (a session).
 */
export function createSealer(secret: string, purpose?: string) {
  const key = createHash('sha256')
    .update(purpose ? `${purpose}:${secret}` : secret)
    .digest();
  const ivKey = createHash('sha256').update('iv').update(key).digest();
  return {
    /**
     * `stable`: the same text always seals to the same output (the IV comes from an HMAC of the text), so a
     * value shown twice keeps one identity; it reveals only that two sealed values are equal.
     */
    seal(text: string, { stable = false }: { stable?: boolean } = {}): string {
      const iv = stable
        ? createHmac('sha256', ivKey).update(text).digest().subarray(0, IV_BYTES)
        : randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    /** The sealed text, or null when it was not sealed with this key or was changed. */
    open(sealed: string | undefined): string | null {
      if (!sealed) return null;
      try {
        const raw = Buffer.from(sealed, 'base64url');
        const iv = raw.subarray(0, IV_BYTES);
        const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
        return text.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type Sealer = ReturnType<typeof createSealer>;

/** The session cookie: the session data sealed (the key is the secret's plain hash, as cookies have always been). */
export function createSessionCodec(secret: string) {
  const sealer = createSealer(secret);
  return {
    seal(data: SessionData): string {
      return sealer.seal(JSON.stringify(data));
    },
    open(sealed: string | undefined): SessionData | null {
      const text = sealer.open(sealed);
      if (text === null) return null;
      try {
        const parsed = SessionData.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
export type SessionCodec = ReturnType<typeof createSessionCodec>;

export function sessionCookieName(secure: boolean): string {
  // The __Host- prefix pins the cookie to this host, path / and HTTPS.
  return secure ? '__Host-portal_session' : 'portal_session';
}
