import { useSyncExternalStore } from 'react';
import {
  COUNTRY_COOKIE,
  LOCALE_COOKIE,
  languageToLocale,
  negotiateLocale,
  rememberedLocale,
} from '@portal/i18n/locales';
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

/**
 * For the gateway, which names this language's texts in the next page it serves (decision record 0067): the
 * language the storage decided. A year (written again on every visit); Secure where the page is.
 */
function rememberInCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale};path=/;max-age=31536000;samesite=lax${
    location.protocol === 'https:' ? ';secure' : ''
  }`;
}

function apply(locale: Locale, remembered: boolean): void {
  // Messages read the locale when called, so a re-render is enough: no page reload.
  setLocale(locale, { reload: false });
  document.documentElement.lang = locale;
  if (remembered) rememberInCookie(locale);
  for (const listener of listeners) listener();
}

let messagesReady: Promise<void> = Promise.resolve();

/**
 * Picks the first locale at startup from everything the browser knows (spec §4). What its storage decides is
 * kept in the locale cookie; where the storage holds nothing (cleared while the cookies were kept, or blocked),
 * that cookie stands in for it, as it does for the gateway (page-locale.ts), so that the page speaks the language
 * whose texts the document named. A language from the address or the browser is not remembered.
 */
export function initLocale(): Locale {
  const remembered =
    rememberedLocale({
      explicit: read(STORAGE.explicit),
      storedCountry: read(STORAGE.country),
      storedLanguage: read(STORAGE.language),
    }) ?? languageToLocale(cookie(LOCALE_COOKIE));
  const locale =
    remembered ??
    negotiateLocale({
      cookieCountry: cookie(COUNTRY_COOKIE),
      queryLanguage: new URLSearchParams(window.location.search).get('language_code'),
      userAgent: navigator.userAgent,
      browserLanguages: navigator.languages,
    });
  messagesReady = startMessagePacks(locale);
  apply(locale, remembered !== null);
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
    () => apply(locale, true),
    () => undefined,
  );
}

/** Remembered at login: the country (mapped to a language on the next visit) and the language used. */
export function rememberLoginLocale(countryCode: string, languageCode: Locale): void {
  write(STORAGE.country, countryCode);
  write(STORAGE.language, languageCode);
  // The next page (the app's document) is named after what the storage now decides.
  const remembered = rememberedLocale({
    explicit: read(STORAGE.explicit),
    storedCountry: countryCode,
    storedLanguage: languageCode,
  });
  if (remembered) rememberInCookie(remembered);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The active locale; components that call it re-render when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}
