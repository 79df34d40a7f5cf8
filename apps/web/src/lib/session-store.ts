/** The tab's sessionStorage, or null where there is none or it is blocked (private mode, an embedded webview). */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
