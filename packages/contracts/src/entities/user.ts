import { z } from 'zod';
import { SERVICES } from '../constants.ts';

export const ServiceName = z.enum(SERVICES);
export type ServiceName = z.infer<typeof ServiceName>;

/** User of spec §3. */
export const User = z.object({
  // shape not given by spec: the broker's user id, which claim creation sends as user_id
  id: z.string().optional(),
  name: z.string(),
  profile: z.object({ profile_picture_url: z.string().nullable() }),
  services: z.array(ServiceName),
  is_third_party_user: z.boolean(),
  partner: z.string().nullable(),
});
export type User = z.infer<typeof User>;
