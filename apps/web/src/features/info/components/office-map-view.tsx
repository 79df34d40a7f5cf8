import { useId } from 'react';
import type { Locale } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { Card } from '../../../components/ui/card.tsx';
import { useBrand } from '../../../lib/app-config.ts';
import type { CountryContact } from '../../../lib/brand.ts';
import { countryName } from '../../../lib/country-name.ts';
import { useLocale } from '../../../lib/locale.ts';
import { telHref } from '../../../lib/phone-link.ts';
import { OFFICES, formatClosed, formatDays, formatTime, type Office } from '../offices.ts';
import { InfoPage } from './info-page.tsx';
import { OfficeMapFigure } from './office-map-figure.tsx';

const LINK = 'text-brand-800 underline underline-offset-2';
const COUNTRY_ORDER: readonly CountryContact['country'][] = ['id', 'th', 'vi'];

function OfficeCard({
  office,
  number,
  contact,
  locale,
}: {
  office: Office;
  number: number;
  contact: CountryContact | undefined;
  locale: Locale;
}) {
  const ids = useId();
  return (
    <article
      id={`office-${office.id}`}
      aria-labelledby={`${ids}-title`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
        >
          {number}
        </span>
        <div className="flex flex-col">
          <h3 id={`${ids}-title`} className="text-lg font-semibold text-slate-900">
            {office.city[locale]}
          </h3>
          <p className="text-sm text-slate-600">
            {office.head ? m.info_office_head() : m.info_office_branch()}
          </p>
        </div>
      </div>
      <address className="flex flex-col text-slate-700 not-italic">
        {office.address.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      {contact ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-700">
          <dt className="font-semibold text-slate-900">{m.layout_footer_phone()}</dt>
          <dd>
            <a className={LINK} href={telHref(contact.phone)}>
              {contact.phone}
            </a>
          </dd>
          <dt className="font-semibold text-slate-900">{m.layout_footer_email()}</dt>
          <dd className="min-w-0 break-words">
            <a className={LINK} href={`mailto:${contact.email}`}>
              {contact.email}
            </a>
          </dd>
        </dl>
      ) : null}
      <div className="flex flex-col gap-1 text-sm text-slate-700">
        <h4 className="font-semibold text-slate-900">{m.info_office_hours()}</h4>
        <ul className="flex flex-col gap-0.5">
          {office.hours.map((hours) => (
            <li key={hours.days.join()}>
              {m.info_office_hours_row({
                days: formatDays(hours.days, locale),
                opens: formatTime(hours.opens, locale),
                closes: formatTime(hours.closes, locale),
              })}
            </li>
          ))}
          <li>
            {m.info_office_closed({
              days: formatClosed(
                office.hours.flatMap((hours) => hours.days),
                m.info_office_public_holidays(),
                locale,
              ),
            })}
          </li>
        </ul>
        <p className="text-slate-600">{m.info_office_local_time({ offset: office.utcOffset })}</p>
      </div>
    </article>
  );
}

/** The brand's offices: a map with numbered markers, then each country's offices with the same numbers. */
export function OfficeMapView() {
  const locale = useLocale();
  const brand = useBrand();
  const offices = OFFICES[brand.variant];
  const countries = COUNTRY_ORDER.filter((country) => offices.some((office) => office.country === country));

  return (
    <InfoPage title={m.info_office_map_title()} lead={m.info_office_map_lead()}>
      {offices.length === 0 ? (
        <Card className="px-6 py-10 text-center text-slate-600">{m.info_office_empty()}</Card>
      ) : (
        <>
          <OfficeMapFigure offices={offices} locale={locale} />
          {countries.map((country) => (
            <section key={country} aria-labelledby={`offices-${country}`} className="flex flex-col gap-3">
              <h2 id={`offices-${country}`} className="text-xl font-semibold text-slate-900">
                {countryName(country)}
              </h2>
              <ul className="grid gap-3 md:grid-cols-2">
                {offices.map((office, index) =>
                  office.country === country ? (
                    <li key={office.id}>
                      <OfficeCard
                        office={office}
                        number={index + 1}
                        contact={brand.contacts.find((contact) => contact.country === country)}
                        locale={locale}
                      />
                    </li>
                  ) : null,
                )}
              </ul>
            </section>
          ))}
        </>
      )}
    </InfoPage>
  );
}
