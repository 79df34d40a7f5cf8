import { Suspense, lazy } from 'react';
import { m } from '@portal/i18n/messages';
import { cn } from '../../lib/cn.ts';
import { useLocale } from '../../lib/locale.ts';
import { SELECT_TRIGGER_LOOK, SelectChevron } from '../ui/select-trigger.tsx';
import { CurrentLanguage, GlobeIcon, LANGUAGE_TRIGGER_CLASSES } from './language-picker-parts.tsx';
import { useLoadOnIntent } from './load-on-intent.ts';

const loadLanguageMenu = () => import('./language-menu.tsx');
const LanguageMenu = lazy(loadLanguageMenu);

/**
 * The header's language picker. Its menu's code comes when the user reaches for it; until then the same
 * button stands in, with the same name and role (decision record 0023).
 */
export function LanguagePicker() {
  const locale = useLocale();
  const menu = useLoadOnIntent(loadLanguageMenu);
  const standIn = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={m.layout_language_label()}
      className={cn(...SELECT_TRIGGER_LOOK, LANGUAGE_TRIGGER_CLASSES)}
      {...menu.standInHandlers}
    >
      <GlobeIcon />
      <span>
        <CurrentLanguage locale={locale} />
      </span>
      <SelectChevron />
    </button>
  );
  if (!menu.wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LanguageMenu />
    </Suspense>
  );
}
