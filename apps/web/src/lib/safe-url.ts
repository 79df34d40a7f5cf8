/**
 * Whether a value from the broker may become a link: only http(s) addresses, never `javascript:`,
 * `data:` or something that is not an address at all.
 */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
