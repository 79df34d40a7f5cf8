import { useId } from 'react';
import { m } from '@portal/i18n/messages';
import { ProseSections } from '../../../components/prose-sections.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useBrand } from '../../../lib/app-config.ts';
import { countryName } from '../../../lib/country-name.ts';
import {
  CAREERS_COUNTRY_FILTERS,
  CAREERS_EMAIL,
  applicationHref,
  openingsIn,
  type CareersCountryFilter,
} from '../careers.ts';
import { useInfoContent } from '../hooks/use-info-content.ts';
import { careersQuery, type JobOpening } from '../info-content.ts';
import { InfoPage } from './info-page.tsx';

const LINK = 'font-semibold text-brand-800 underline underline-offset-2';

function filterLabel(filter: CareersCountryFilter): string {
  return filter === 'all' ? m.info_careers_filter_all() : countryName(filter);
}

/** Location filter: one radio per country, drawn as a row of pills. */
function CountryFilter({
  value,
  onChange,
}: {
  value: CareersCountryFilter;
  onChange: (value: CareersCountryFilter) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{m.info_careers_filter_label()}</legend>
      <div className="flex flex-wrap gap-2">
        {CAREERS_COUNTRY_FILTERS.map((filter) => (
          <label key={filter} className="relative">
            <input
              type="radio"
              name={name}
              value={filter}
              checked={value === filter}
              onChange={() => onChange(filter)}
              className="peer absolute inset-0 cursor-pointer opacity-0"
            />
            <span className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700">
              {filterLabel(filter)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function OpeningCard({ opening, email }: { opening: JobOpening; email: string }) {
  const ids = useId();
  return (
    <article
      aria-labelledby={`${ids}-title`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <h3 id={`${ids}-title`} className="text-lg font-semibold text-slate-900">
          {opening.title}
        </h3>
        <p className="text-sm text-slate-600">
          {m.info_careers_meta({
            city: opening.city,
            country: countryName(opening.country),
            team: opening.team,
            kind: opening.kind,
          })}
        </p>
      </div>
      <p className="leading-relaxed text-slate-700">{opening.summary}</p>
      <div className="flex flex-col gap-1.5">
        <h4 className="text-sm font-semibold text-slate-900">{m.info_careers_requirements()}</h4>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-slate-700 marker:text-brand-700">
          {opening.requirements.map((requirement) => (
            <li key={requirement}>{requirement}</li>
          ))}
        </ul>
      </div>
      <a href={applicationHref(email, opening.title)} className={buttonVariants({ className: 'self-start' })}>
        {m.info_careers_apply()}
        <span className="sr-only"> {opening.title}</span>
      </a>
    </article>
  );
}

interface CareersViewProps {
  country: CareersCountryFilter;
  onCountryChange: (country: CareersCountryFilter) => void;
}

/** Why work here, the openings (by country), and an open application when there is nothing to apply to. */
export function CareersView({ country, onCountryChange }: CareersViewProps) {
  const { content } = useInfoContent(careersQuery);
  const email = CAREERS_EMAIL[useBrand().variant];
  const openings = openingsIn(content.openings, country);

  return (
    <InfoPage title={m.info_careers_title()} lead={content.lead}>
      <ProseSections sections={[content.why]} />
      <section aria-labelledby="careers-openings" className="flex flex-col gap-4">
        <h2 id="careers-openings" className="text-xl font-semibold text-slate-900">
          {m.info_careers_openings_title()}
        </h2>
        <CountryFilter value={country} onChange={onCountryChange} />
        <p role="status" className="text-sm text-slate-600">
          {m.info_careers_count({ count: openings.length })}
        </p>
        {openings.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {openings.map((opening) => (
              <li key={opening.id}>
                <OpeningCard opening={opening} email={email} />
              </li>
            ))}
          </ul>
        ) : (
          <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <h3 className="text-lg font-semibold text-slate-900">
              {country === 'all'
                ? m.info_careers_empty_title_all()
                : m.info_careers_empty_title({ country: countryName(country) })}
            </h3>
            <p className="max-w-md text-slate-600">{m.info_careers_empty_body()}</p>
            <a className={LINK} href={applicationHref(email)}>
              {email}
            </a>
          </Card>
        )}
        {openings.length > 0 ? (
          <p className="text-slate-700">
            {m.info_careers_open_application()}{' '}
            <a className={LINK} href={applicationHref(email)}>
              {email}
            </a>
          </p>
        ) : null}
      </section>
    </InfoPage>
  );
}
