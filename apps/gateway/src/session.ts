import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
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

/** AES-256-GCM: the cookie is unreadable and tamper-evident without the secret. */
export function createSessionCodec(secret: string) {
  const key = createHash('sha256').update(secret).digest();
  return {
    seal(data: SessionData): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed: string | undefined): SessionData | null {
      if (!sealed) return null;
      try {
        const raw = Buffer.from(sealed, 'base64url');
        const iv = raw.subarray(0, IV_BYTES);
        const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        const json = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
        const parsed = SessionData.safeParse(JSON.parse(json.toString('utf8')));
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
