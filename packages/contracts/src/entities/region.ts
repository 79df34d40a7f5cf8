import { z } from 'zod';

// shape not given by spec: province, city, district and town lists (spec §3 "Other fields seen")
export const Region = z.object({
  code: z.string().min(1),
  name: z.string(),
  /** The enclosing region (province of a city, city of a district, district of a town). */
  parent_code: z.string().nullable().default(null),
});
export type Region = z.infer<typeof Region>;

// shape not given by spec
export const ProvinceDetails = Region.extend({ cities: z.array(Region) });
export type ProvinceDetails = z.infer<typeof ProvinceDetails>;

// shape not given by spec
export const PostalCode = z.object({ postal_code: z.string().regex(/^\d{5}$/), area: z.string() });
export type PostalCode = z.infer<typeof PostalCode>;

export const CitiesQuery = z.object({ province_code: z.string().min(1) });
export const PostalCodesQuery = z.object({ city_code: z.string().min(1) });
export const DistrictQuery = z.object({ city_code: z.string().min(1) });
export const TownQuery = z.object({ district_code: z.string().min(1) });
