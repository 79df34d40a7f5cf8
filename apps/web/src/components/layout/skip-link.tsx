import { m } from '@portal/i18n/messages';

/** The first control of every header: keyboard users jump past the header to the page's `main`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-800 focus:shadow"
    >
      {m.layout_skip_to_content()}
    </a>
  );
}
