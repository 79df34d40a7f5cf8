import { z } from 'zod';

/** Service center of spec §3: display_name, value. */
export const ServiceCentre = z.object({ display_name: z.string(), value: z.string().min(1) });
export type ServiceCentre = z.infer<typeof ServiceCentre>;

/** Branch of spec §3. */
export const Branch = z.object({
  branch_code: z.string().min(1),
  name: z.string(),
  address: z.string(),
  specializing: z.string(),
});
export type Branch = z.infer<typeof Branch>;

/** Brand of spec §3. */
export const Brand = z.object({ name: z.string(), code: z.string().min(1) });
export type Brand = z.infer<typeof Brand>;

// shape not given by spec: service-centre selection narrows by province, brand, city, postal code (spec §2)
export const ServiceCentreQuery = z.object({
  brand_code: z.string().min(1),
  province_code: z.string().optional(),
  city_code: z.string().optional(),
  postal_code: z.string().optional(),
});
export const BranchQuery = z.object({
  service_center: z.string().min(1),
  city_code: z.string().optional(),
});
export const BrandQuery = z.object({ category: z.string().optional() });
export const SelectServiceCentreRequest = z.object({
  claim_id: z.string().min(1),
  service_center: z.string().min(1),
  branch_code: z.string().min(1),
});
export type SelectServiceCentreRequest = z.infer<typeof SelectServiceCentreRequest>;
