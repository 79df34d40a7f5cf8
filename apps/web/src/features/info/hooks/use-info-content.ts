import { useSuspenseQuery } from '@tanstack/react-query';
import type { Locale } from '@portal/contracts/constants';
import { useLocale } from '../../../lib/locale.ts';
import { useContentContext, type localizedContentQuery } from '../../../lib/localized-content.ts';

/**
 * An info page's long text in the portal's language, written for the host's brand. The route's loader has
 * fetched it; after a change of language the page suspends briefly while the other language's chunk loads.
 */
export function useInfoContent<T>(query: (locale: Locale) => ReturnType<typeof localizedContentQuery<T>>) {
  const locale = useLocale();
  const context = useContentContext(locale);
  const content = useSuspenseQuery(query(locale)).data(context);
  return { locale, content };
}
