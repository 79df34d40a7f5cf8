import {
  BIKE_BRANDS,
  BIKE_MODELS,
  childrenOf,
  CITIES,
  DISTRICTS,
  NATIONALITIES,
  PROVINCES,
  TOWNS,
} from '../store/reference-data.ts';
import type { HandlerMap } from './handler.ts';

const copy = <T extends object>(list: readonly T[]): T[] => list.map((entry) => ({ ...entry }));

/**
 * Reference lists the endorsement forms read (no session needed). The catalogue gives bike_model_list and
 * city_data no query, so they answer every entry with its parent (`brand_code`, `parent_code`) for the form
 * to filter; district and town data take the parent's code. An unknown parent code has no children: empty
 * list.
 */
export const tagHandlers = {
  bikeBrandList: () => ({ body: { data: copy(BIKE_BRANDS) } }),
  bikeModelList: () => ({ body: { data: copy(BIKE_MODELS) } }),
  nationalityData: () => ({ body: { data: copy(NATIONALITIES) } }),
  cityData: () => ({ body: { data: copy(CITIES) } }),
  districtData: ({ query }) => ({ body: { data: childrenOf(DISTRICTS, query.city_code) } }),
  townData: ({ query }) => ({ body: { data: childrenOf(TOWNS, query.district_code) } }),
  provinceDetails: () => ({
    body: { data: PROVINCES.map((province) => ({ ...province, cities: childrenOf(CITIES, province.code) })) },
  }),
} satisfies HandlerMap;
