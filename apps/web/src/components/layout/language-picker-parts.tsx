import { m } from '@portal/i18n/messages';
import { locales, type Locale } from '@portal/i18n/runtime';

/** Each language is named in itself, so a reader can find theirs whatever the page's language. */
export const LANGUAGE_NAMES: Record<Locale, () => string> = {
  id: () => m.layout_language_id(),
  en: () => m.layout_language_en(),
  th: () => m.layout_language_th(),
  vi: () => m.layout_language_vi(),
};

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

export const LANGUAGE_TRIGGER_CLASSES = 'min-h-10 w-auto gap-1.5 px-2.5 sm:px-3';

export function GlobeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-slate-600">
      <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path
        d="M2.5 10h15M10 2.5c2.2 2.3 2.2 12.7 0 15M10 2.5c-2.2 2.3-2.2 12.7 0 15"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

/** The trigger's name is its aria-label; on a phone it shows only the code to leave room. */
export function CurrentLanguage({ locale }: { locale: Locale }) {
  return (
    <>
      <span lang={locale} className="hidden sm:inline">
        {LANGUAGE_NAMES[locale]()}
      </span>
      <span className="font-semibold uppercase sm:hidden">{locale}</span>
    </>
  );
}
