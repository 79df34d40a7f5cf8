/**
 * A fresh id for each call to the gateway (the `x-request-id` header), so a report names the log lines of the
 * failed call. `crypto.randomUUID` exists only in secure contexts; a page opened over http://<lan-ip> is not one.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `web-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
