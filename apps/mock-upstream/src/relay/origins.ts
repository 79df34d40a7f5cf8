import { STORAGE_PREFIX } from '../store/file-storage.ts';

/**
 * Addresses in bodies that name a server: the broker's (proxy), the mock's own at recording time (replay).
 * They are moved to the origin the caller used, so uploads and file reads come back through the mock.
 */

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with every occurrence of the address `from` written as `to`. */
export function moveOrigin(text: string, from: string, to: string): string {
  return from === to || !text.includes(from) ? text : text.split(from).join(to);
}

/**
 * Signed upload URLs on `origin` carry the tenant (`…&tenant=<name>`), as the mock's own do, so a client PUTs
 * to them as they are and reaches the tenant that asked for them.
 */
export function withTenant(text: string, origin: string, tenant: string | null): string {
  if (tenant === null || !text.includes(origin)) return text;
  const signedUrl = new RegExp(`${escaped(origin + STORAGE_PREFIX)}[^"\\s?#]*\\?[^"\\s#]*`, 'g');
  return text.replace(signedUrl, (url) =>
    /[?&]signature=/.test(url) && !/[?&]tenant=/.test(url) ? `${url}&tenant=${tenant}` : url,
  );
}

/** Addresses on `from` moved to `to`, signed URLs marked with the tenant. */
export function localize(text: string, from: string, to: string, tenant: string | null): string {
  return withTenant(moveOrigin(text, from, to), to, tenant);
}

/** A JSON value with every string's `from` address written as `to` (a call's body, normalized for matching). */
export function moveOriginIn(value: unknown, from: string, to: string): unknown {
  if (from === to) return value;
  if (typeof value === 'string') return moveOrigin(value, from, to);
  if (Array.isArray(value)) return value.map((item) => moveOriginIn(item, from, to));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, member]) => [key, moveOriginIn(member, from, to)]),
  );
}

/** A query without the `tenant` parameter of a signed URL: it names the mock's tenant, not the broker's. */
export function withoutTenant(query: Record<string, unknown>, path: string): Record<string, unknown> {
  if (!path.startsWith(STORAGE_PREFIX) || !('tenant' in query)) return query;
  const { tenant: _tenant, ...rest } = query;
  return rest;
}
