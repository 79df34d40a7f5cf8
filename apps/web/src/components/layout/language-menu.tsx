import { useRef } from 'react';
import { m } from '@portal/i18n/messages';
import { locales } from '@portal/i18n/runtime';
import { chooseLocale, useLocale } from '../../lib/locale.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select.tsx';
import {
  CurrentLanguage,
  GlobeIcon,
  LANGUAGE_NAMES,
  LANGUAGE_TRIGGER_CLASSES,
  isLocale,
} from './language-picker-parts.tsx';
import { useOpenOnMount } from './load-on-intent.ts';

/** The language picker itself, loaded when the user reaches for it (language-picker.tsx). */
export default function LanguageMenu() {
  const locale = useLocale();
  const trigger = useRef<HTMLButtonElement>(null);
  useOpenOnMount(trigger);
  return (
    <Select
      value={locale}
      onValueChange={(value) => {
        if (isLocale(value)) void chooseLocale(value);
      }}
    >
      <SelectTrigger ref={trigger} aria-label={m.layout_language_label()} box={LANGUAGE_TRIGGER_CLASSES}>
        <GlobeIcon />
        <SelectValue>
          <CurrentLanguage locale={locale} />
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
