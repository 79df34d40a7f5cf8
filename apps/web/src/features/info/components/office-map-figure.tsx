import { useId } from 'react';
import type { Locale } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import type { CountryContact } from '../../../lib/brand.ts';
import { countryName } from '../../../lib/country-name.ts';
import {
  COUNTRY_LABELS,
  COUNTRY_SHAPES,
  MAP_SIZE,
  NEIGHBOUR_SHAPES,
  pathOf,
  project,
} from '../office-map-geometry.ts';
import type { Office } from '../offices.ts';

const COUNTRIES = Object.keys(COUNTRY_SHAPES) as CountryContact['country'][];

/**
 * The offices on a map drawn from the build itself (no tile server): land, the three countries named, and a
 * numbered marker per office. To a screen reader it is one image whose description lists the markers; the
 * office cards below carry the same numbers.
 */
export function OfficeMapFigure({ offices, locale }: { offices: readonly Office[]; locale: Locale }) {
  const ids = useId();
  const description = offices
    .map((office, index) =>
      m.info_office_marker({
        number: index + 1,
        city: office.city[locale],
        country: countryName(office.country),
      }),
    )
    .join('; ');

  return (
    <figure className="flex flex-col gap-2">
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-sky-50 shadow-sm">
        <svg
          role="img"
          aria-labelledby={`${ids}-title ${ids}-desc`}
          viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`}
          className="block h-auto w-full"
        >
          <title id={`${ids}-title`}>{m.info_office_map_image()}</title>
          <desc id={`${ids}-desc`}>{description}</desc>
          <g className="fill-slate-300 stroke-white" strokeWidth={1.5} strokeLinejoin="round">
            {NEIGHBOUR_SHAPES.map((shape, index) => (
              <path key={index} d={pathOf(shape)} />
            ))}
          </g>
          <g className="fill-brand-100 stroke-brand-600" strokeWidth={2} strokeLinejoin="round">
            {COUNTRIES.map((country) =>
              COUNTRY_SHAPES[country].map((shape, index) => (
                <path key={`${country}-${index}`} d={pathOf(shape)} data-country={country} />
              )),
            )}
          </g>
          <g className="fill-brand-900 stroke-brand-50 text-[20px] font-semibold tracking-wide uppercase">
            {COUNTRIES.map((country) => {
              const { at, anchor } = COUNTRY_LABELS[country];
              const { x, y } = project(at[0], at[1]);
              return (
                <text key={country} x={x} y={y} textAnchor={anchor} paintOrder="stroke" strokeWidth={5}>
                  {countryName(country)}
                </text>
              );
            })}
          </g>
          {offices.map((office, index) => {
            const { x, y } = project(office.lon, office.lat);
            return (
              <g key={office.id} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
                <circle r={19} className="fill-brand-700 stroke-white" strokeWidth={4} />
                <text y={8} textAnchor="middle" className="fill-white text-[22px] font-bold">
                  {index + 1}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="text-sm text-slate-600">{m.info_office_map_caption()}</figcaption>
    </figure>
  );
}
