// Kept here rather than imported from @portal/contracts so that this package has no workspace
// dependency; project.inlang/settings.json and contracts' LOCALES list the same four.
export const LOCALES = ['id', 'en', 'th', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'id';

/**
 * The cookie in which the web app keeps the language its storage decided (`rememberedLocale`: the user's choice,
 * the country or language of the last login), written whenever that decides or the user chooses. The gateway
 * reads it (it cannot read the browser's storage) to name that language's texts in the page it serves, so they
 * load beside the page's scripts; without it, it negotiates the request's own inputs as the page does. The web
 * app reads it back where its storage is empty (cleared while the cookies were kept, or blocked).
 */
export const LOCALE_COOKIE = 'portal_locale';

/** The cookie holding the visitor's country (spec §4's "cookie country"), one input of the negotiation. */
export const COUNTRY_COOKIE = 'country_code';

/**
 * Everything the locale can be negotiated from, highest precedence first (spec §4). Every input is
 * optional and may be garbage: anything that does not name a supported language is skipped.
 */
export interface LocaleInputs {
  /** The language the user picked in the language picker. */
  explicit?: string | null;
  /** The country (dial code such as '62', or ISO code such as 'ID') remembered from the last login. */
  storedCountry?: string | null;
  /** The language remembered from an earlier visit. */
  storedLanguage?: string | null;
  /** The country cookie. */
  cookieCountry?: string | null;
  /** The language_code query parameter. */
  queryLanguage?: string | null;
  /** The user-agent string; in-app browsers add a tag such as 'Language/th' or 'lang=vi'. */
  userAgent?: string | null;
  /** navigator.languages, most preferred first. */
  browserLanguages?: readonly string[] | null;
}

const DIAL_CODE_LOCALE: Readonly<Record<string, Locale>> = { '62': 'id', '66': 'th', '84': 'vi' };
const ISO_COUNTRY_LOCALE: Readonly<Record<string, Locale>> = { ID: 'id', TH: 'th', VN: 'vi' };
/** Language ids seen upstream or in old browsers that are not plain ISO 639-1. */
const LANGUAGE_ALIASES: Readonly<Record<string, Locale>> = {
  ind: 'id',
  in: 'id',
  eng: 'en',
  tha: 'th',
  vie: 'vi',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'id-ID', 'EN_us', 'ind' -> a supported locale; anything else -> null. */
export function languageToLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (isLocale(primary)) return primary;
  return LANGUAGE_ALIASES[primary] ?? null;
}

/** Countries map to their language: 62 -> id, 66 -> th, 84 -> vi, any other known country -> en. */
export function countryToLocale(country: string | null | undefined): Locale | null {
  if (!country) return null;
  const value = country.trim().replace(/^\+/, '');
  if (/^\d{1,4}$/.test(value)) return DIAL_CODE_LOCALE[value] ?? 'en';
  if (/^[a-z]{2}$/i.test(value)) return ISO_COUNTRY_LOCALE[value.toUpperCase()] ?? 'en';
  return null;
}

function userAgentToLocale(userAgent: string | null | undefined): Locale | null {
  const tag = userAgent?.match(/\b(?:language|lang|locale)[/=]([a-z]{2,3}(?:[-_][a-z]{2})?)\b/i)?.[1];
  return languageToLocale(tag);
}

/** The inputs the browser remembers itself (its storage): the first three of spec §4. */
export type RememberedInputs = Pick<LocaleInputs, 'explicit' | 'storedCountry' | 'storedLanguage'>;

/** What the remembered inputs alone decide, in spec §4's order; null when none of them names a language. */
export function rememberedLocale(inputs: RememberedInputs): Locale | null {
  return (
    languageToLocale(inputs.explicit) ??
    countryToLocale(inputs.storedCountry) ??
    languageToLocale(inputs.storedLanguage)
  );
}

export function negotiateLocale(inputs: LocaleInputs): Locale {
  const candidates: Array<() => Locale | null> = [
    () => rememberedLocale(inputs),
    () => countryToLocale(inputs.cookieCountry),
    () => languageToLocale(inputs.queryLanguage),
    () => userAgentToLocale(inputs.userAgent),
    () => (inputs.browserLanguages ?? []).map(languageToLocale).find((locale) => locale !== null) ?? null,
  ];
  for (const candidate of candidates) {
    const locale = candidate();
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
