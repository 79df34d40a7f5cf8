import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { COUNTRY_COOKIE, LOCALE_COOKIE, negotiateLocale, type Locale } from '@portal/i18n/locales';

/**
 * The language the page at this request will most likely speak, for naming its texts in the document (decision
 * record 0067). The web app negotiates it in the browser (spec §4) from what it remembered in its storage first,
 * which the gateway cannot read: the locale cookie, in which it keeps what its storage decided, stands in for
 * that. Without the cookie (a first visit, nothing remembered) the request's own inputs are negotiated as the app
 * does with empty storage: the country cookie, `language_code`, the user agent's language tag, then
 * Accept-Language by preference; nothing known is the default language. Whatever the cookie holds, the answer
 * is one of the supported locales.
 */
export function pageLocale(request: FastifyRequest): Locale {
  const search = new URLSearchParams(request.url.split('?', 2)[1] ?? '');
  return negotiateLocale({
    explicit: request.cookies[LOCALE_COOKIE],
    cookieCountry: request.cookies[COUNTRY_COOKIE],
    queryLanguage: search.get('language_code'),
    userAgent: request.headers['user-agent'],
    browserLanguages: new Negotiator(request).languages(),
  });
}
