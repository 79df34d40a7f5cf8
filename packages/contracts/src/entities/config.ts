import { z } from 'zod';

// shape not given by spec: "list of configs (product, partner)" from /api/v1/app/pre/
export const AppConfig = z.object({
  product_key: z.string(),
  partner: z.string(),
  display_name: z.string(),
  brand_variant: z.enum(['broker', 'default']),
  host: z.string().nullable(),
  whatsapp_number: z.string().nullable(),
});
export type AppConfig = z.infer<typeof AppConfig>;
export const AppPreResponse = z.object({ configs: z.array(AppConfig) });
export type AppPreResponse = z.infer<typeof AppPreResponse>;
