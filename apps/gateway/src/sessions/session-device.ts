import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';
import proxyAddr from 'proxy-addr';
import type { SessionDevice } from '../stores/types.ts';

/** Longer User-Agents are cut before parsing: the parser's regular expressions need no more to name a browser. */
const USER_AGENT_MAX_LENGTH = 512;

const KINDS = new Set<SessionDevice['kind']>(['mobile', 'tablet', 'desktop']);

/**
 * The browser, system and kind of device a User-Agent names, in the parser's own proper names ("Chrome",
 * "Android"); the page puts them in a sentence of the user's language (decision record 0039). Unknown parts are
 * null, never guessed.
 */
export function deviceOf(userAgent: string | undefined): SessionDevice {
  const text = (userAgent ?? '').slice(0, USER_AGENT_MAX_LENGTH).trim();
  if (text === '') return { browser: null, os: null, kind: null };
  const parsed = Bowser.parse(text);
  const kind = parsed.platform.type as SessionDevice['kind'] | undefined;
  return {
    browser: parsed.browser.name || null,
    os: parsed.os.name || null,
    kind: kind && KINDS.has(kind) ? kind : null,
  };
}

/**
 * Reads the country a trusted proxy puts on each request (`CLIENT_COUNTRY_HEADER`, e.g. Cloudflare's
 * `cf-ipcountry`). Believed only when the request arrives straight from a proxy TRUSTED_PROXIES lists, as
 * X-Forwarded-For is (client-address.ts): anyone else could name any country. Null when unset, untrusted, or
 * not a two-letter country code (Cloudflare's `XX` unknown and `T1` Tor are not countries).
 */
export function createCountryReader(options: {
  header: string | undefined;
  trustedProxies: readonly string[];
}) {
  const header = options.header?.trim().toLowerCase();
  if (!header || options.trustedProxies.length === 0) return () => null;
  const trusted = proxyAddr.compile([...options.trustedProxies]);
  return (request: Pick<FastifyRequest, 'headers' | 'socket'>): string | null => {
    const peer = request.socket.remoteAddress;
    if (!peer || !trusted(peer, 0)) return null;
    const value = request.headers[header];
    const country = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? '';
    return /^[A-Z]{2}$/.test(country) && country !== 'XX' ? country : null;
  };
}
export type CountryReader = ReturnType<typeof createCountryReader>;
