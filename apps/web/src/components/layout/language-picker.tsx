import { m } from '@portal/i18n/messages';
import { locales, type Locale } from '@portal/i18n/runtime';
import { chooseLocale, useLocale } from '../../lib/locale.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select.tsx';

/** Each language is named in itself, so a reader can find theirs whatever the page's language. */
const LANGUAGE_NAMES: Record<Locale, () => string> = {
  id: () => m.layout_language_id(),
  en: () => m.layout_language_en(),
  th: () => m.layout_language_th(),
  vi: () => m.layout_language_vi(),
};

function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

export function LanguagePicker() {
  const locale = useLocale();
  return (
    <Select
      value={locale}
      onValueChange={(value) => {
        if (isLocale(value)) chooseLocale(value);
      }}
    >
      <SelectTrigger
        aria-label={m.layout_language_label()}
        className="min-h-10 w-auto gap-1.5 px-2.5 sm:px-3"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-slate-600">
          <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path
            d="M2.5 10h15M10 2.5c2.2 2.3 2.2 12.7 0 15M10 2.5c-2.2 2.3-2.2 12.7 0 15"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
        {/* The trigger's name is its aria-label; on a phone it shows only the code to leave room. */}
        <SelectValue>
          <span lang={locale} className="hidden sm:inline">
            {LANGUAGE_NAMES[locale]()}
          </span>
          <span className="font-semibold uppercase sm:hidden">{locale}</span>
        </SelectValue>
      </SelectTrigger>
      <SelectContent align="end">
        {locales.map((value) => (
          <SelectItem key={value} value={value} lang={value}>
            {LANGUAGE_NAMES[value]()}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
