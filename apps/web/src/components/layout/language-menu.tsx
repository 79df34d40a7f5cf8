import { useRef } from 'react';
import { m } from '@portal/i18n/messages';
import { locales } from '@portal/i18n/runtime';
import { cn } from '../../lib/cn.ts';
import { chooseLocale, useLocale } from '../../lib/locale.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { SELECT_TRIGGER_LOOK, SelectChevron } from '../ui/select-trigger.tsx';
import {
  CurrentLanguage,
  GlobeIcon,
  LANGUAGE_NAMES,
  LANGUAGE_TRIGGER_CLASSES,
  isLocale,
} from './language-picker-parts.tsx';
import { useOpenOnMount } from './load-on-intent.ts';

/**
 * The language picker itself, loaded when the user reaches for it (language-picker.tsx): a menu of the four
 * languages with the current one ticked. A menu rather than a select: Radix's select always hides the rest of
 * the page with aria-hidden while it is open, with the page's links still focusable (axe: aria-hidden-focus);
 * the menu is not modal (ui/dropdown-menu.tsx).
 */
export default function LanguageMenu() {
  const locale = useLocale();
  const trigger = useRef<HTMLButtonElement>(null);
  useOpenOnMount(trigger);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        ref={trigger}
        aria-label={m.layout_language_label()}
        className={cn(...SELECT_TRIGGER_LOOK, LANGUAGE_TRIGGER_CLASSES)}
      >
        <GlobeIcon />
        <span>
          <CurrentLanguage locale={locale} />
        </span>
        <SelectChevron />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-44">
        <DropdownMenuRadioGroup
          value={locale}
          onValueChange={(value) => {
            if (isLocale(value)) void chooseLocale(value);
          }}
        >
          {locales.map((value) => (
            <DropdownMenuRadioItem key={value} value={value} lang={value}>
              {LANGUAGE_NAMES[value]()}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
