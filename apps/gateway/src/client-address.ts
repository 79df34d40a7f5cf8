import { isIP } from 'node:net';

/**
 * Where a request comes from decides its per-address budgets (rate limits, OTP sends). `X-Forwarded-For` is
 * written by whoever sends the request, so it may name the client only when the request arrives from a proxy
 * the operator listed: otherwise every forged header would buy a fresh budget.
 *
 * TRUSTED_PROXIES lists those proxies: addresses or CIDR ranges (`10.0.0.0/8`, `::1`) and proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal`, separated by commas. Empty (the default): no proxy is trusted and the
 * address is the socket's peer. There is deliberately no "trust everything" value.
 */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Why an entry of TRUSTED_PROXIES cannot be used, or null when it can. */
function entryProblem(entry: string): string | null {
  if (NAMED_RANGES.has(entry)) return null;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return `"${entry}" is not an address, a CIDR range or a range name`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  const maxBits = version === 4 ? 32 : 128;
  if (!/^\d+$/.test(prefix) || bits > maxBits) return `"${entry}" has a bad prefix length`;
  return null;
}

/** The entries of a TRUSTED_PROXIES value; throws with a readable reason on a bad entry. */
export function parseTrustedProxies(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const problem = entryProblem(entry);
    if (problem) {
      throw new Error(`${problem} (list proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal)`);
    }
  }
  return entries;
}

/**
 * Fastify's `trustProxy` for the listed proxies: false when none is listed, so `request.ip`, `request.ips`,
 * `request.protocol` and `request.host` come from the socket and the Host header, never from X-Forwarded-*.
 */
export function trustProxySetting(trustedProxies: readonly string[]): false | string[] {
  return trustedProxies.length === 0 ? false : [...trustedProxies];
}
