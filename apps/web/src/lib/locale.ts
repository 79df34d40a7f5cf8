import { useSyncExternalStore } from 'react';
import { COUNTRY_COOKIE, LOCALE_COOKIE, negotiateLocale } from '@portal/i18n/locales';
import { getLocale, setLocale, type Locale } from '@portal/i18n/runtime';
import { ensureMessages, startMessagePacks } from './message-packs.ts';

/** Where the locale inputs of spec §4 are remembered in the browser. */
const STORAGE = {
  explicit: 'portal.locale',
  country: 'portal.countryCode',
  language: 'portal.languageCode',
} as const;

const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, embedded webview)
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // the choice still applies to this page
  }
}

function cookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

function apply(locale: Locale): void {
  // Messages read the locale when called, so a re-render is enough: no page reload.
  setLocale(locale, { reload: false });
  document.documentElement.lang = locale;
  // For the gateway, which names this language's texts in the next page it serves (decision record 0067). A
  // year (written again on every visit); Secure where the page is.
  document.cookie = `${LOCALE_COOKIE}=${locale};path=/;max-age=31536000;samesite=lax${
    location.protocol === 'https:' ? ';secure' : ''
  }`;
  for (const listener of listeners) listener();
}

let messagesReady: Promise<void> = Promise.resolve();

/**
 * Picks the first locale at startup from everything the browser knows (spec §4). The locale cookie is this
 * browser's memory of the language the portal last spoke: where the storage holds nothing (cleared while the
 * cookies were kept, or blocked), it stands in for what the storage would have said, as it does for the gateway
 * (page-locale.ts), so that the page speaks the language whose texts the document named.
 */
export function initLocale(): Locale {
  const storedCountry = read(STORAGE.country);
  const storedLanguage = read(STORAGE.language);
  const remembered = (storedCountry ?? storedLanguage) ? null : cookie(LOCALE_COOKIE);
  const locale = negotiateLocale({
    explicit: read(STORAGE.explicit) ?? remembered,
    storedCountry,
    storedLanguage,
    cookieCountry: cookie(COUNTRY_COOKIE),
    queryLanguage: new URLSearchParams(window.location.search).get('language_code'),
    userAgent: navigator.userAgent,
    browserLanguages: navigator.languages,
  });
  messagesReady = startMessagePacks(locale);
  apply(locale);
  return locale;
}

/** Resolves once the texts of the first language are in (decision record 0041); a first render waits for it. */
export function localeMessagesReady(): Promise<void> {
  return messagesReady;
}

/**
 * The user's own choice in the language picker: it wins over everything on later visits. The page changes
 * language once that language's texts are in, in one re-render (nothing typed is lost); if they cannot be
 * loaded, it stays in the language it speaks.
 */
export function chooseLocale(locale: Locale): Promise<void> {
  write(STORAGE.explicit, locale);
  return ensureMessages(locale).then(
    () => apply(locale),
    () => undefined,
  );
}

/** Remembered at login: the country (mapped to a language on the next visit) and the language used. */
export function rememberLoginLocale(countryCode: string, languageCode: Locale): void {
  write(STORAGE.country, countryCode);
  write(STORAGE.language, languageCode);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The active locale; components that call it re-render when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}
