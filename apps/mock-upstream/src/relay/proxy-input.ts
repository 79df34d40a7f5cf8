import { z } from 'zod';
import { PathPattern } from '../admin/qa-schemas.ts';

/** The broker's base URL: http or https, no query; a trailing slash is dropped. */
export const BrokerUrl = z
  .url({ protocol: /^https?$/, error: 'An http:// or https:// URL' })
  .refine((url) => !url.includes('?') && !url.includes('#'), 'A base URL, without query or fragment')
  .transform((url) => url.replace(/\/+$/, ''))
  .describe('The broker’s base URL, e.g. `http://127.0.0.1:4011`; a call’s path and query are added to it');

export const ProxyPaths = z
  .array(PathPattern)
  .min(1)
  .describe('Forward only calls whose path matches one of these (fault/stub patterns); omitted: every call');

/** `PUT /__admin/proxy`. */
export const ProxyInput = z
  .object({
    url: BrokerUrl,
    paths: ProxyPaths.optional(),
    record: z
      .boolean()
      .default(false)
      .describe('Keep each forwarded call and its answer, masked, as a recording (`GET /__admin/recording`)'),
  })
  .strict();
