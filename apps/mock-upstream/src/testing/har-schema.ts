import { z } from 'zod';

/**
 * HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/) as a zod schema, for tests: every object's required
 * fields with their types, optional ones typed when present, and any other field only when it starts with `_`
 * (the spec's room for custom fields). Also checks the spec's cross-field rules: `time` is the sum of the
 * timings that are not -1, and a postData carries `text` or `params`, not both.
 */

/** An object of the spec: these fields, plus custom ones whose names start with `_`. */
function harObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .object(shape)
    .catchall(z.unknown())
    .superRefine((value, context) => {
      for (const key of Object.keys(value)) {
        if (!(key in shape) && !key.startsWith('_')) {
          context.addIssue({ code: 'custom', path: [key], message: `"${key}" is not a HAR 1.2 field` });
        }
      }
    });
}

const comment = z.string().optional();
/** ISO 8601 with a time zone, as the spec's example: 2009-07-24T19:20:30.45+01:00. */
const DateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
const Url = z.string().refine((value) => URL.canParse(value), 'an absolute URL');
const Timing = z.number().min(-1);

const NameValue = harObject({ name: z.string(), value: z.string(), comment });
const Cookie = harObject({
  name: z.string(),
  value: z.string(),
  path: z.string().optional(),
  domain: z.string().optional(),
  expires: DateTime.optional(),
  httpOnly: z.boolean().optional(),
  secure: z.boolean().optional(),
  comment,
});

const PostData = harObject({
  mimeType: z.string(),
  params: z
    .array(
      harObject({
        name: z.string(),
        value: z.string().optional(),
        fileName: z.string().optional(),
        contentType: z.string().optional(),
        comment,
      }),
    )
    .optional(),
  text: z.string().optional(),
  comment,
}).refine(
  (data) => !(data.text !== undefined && data.params !== undefined),
  'text and params exclude each other',
);

const Request = harObject({
  method: z.string().min(1),
  url: Url,
  httpVersion: z.string(),
  cookies: z.array(Cookie),
  headers: z.array(NameValue),
  queryString: z.array(NameValue),
  postData: PostData.optional(),
  headersSize: z.number().int(),
  bodySize: z.number().int(),
  comment,
});

const Content = harObject({
  size: z.number().int(),
  compression: z.number().int().optional(),
  mimeType: z.string(),
  text: z.string().optional(),
  encoding: z.string().optional(),
  comment,
});

const Response = harObject({
  status: z.number().int().min(0),
  statusText: z.string(),
  httpVersion: z.string(),
  cookies: z.array(Cookie),
  headers: z.array(NameValue),
  content: Content,
  redirectURL: z.string(),
  headersSize: z.number().int(),
  bodySize: z.number().int(),
  comment,
});

const CacheEntry = harObject({
  expires: DateTime.optional(),
  lastAccess: DateTime,
  eTag: z.string(),
  hitCount: z.number().int(),
  comment,
});

const Timings = harObject({
  blocked: Timing.optional(),
  dns: Timing.optional(),
  connect: Timing.optional(),
  send: z.number().min(0),
  wait: z.number().min(0),
  receive: z.number().min(0),
  ssl: Timing.optional(),
  comment,
});

const Entry = harObject({
  pageref: z.string().optional(),
  startedDateTime: DateTime,
  time: z.number().min(0),
  request: Request,
  response: Response,
  cache: harObject({
    beforeRequest: CacheEntry.nullable().optional(),
    afterRequest: CacheEntry.nullable().optional(),
    comment,
  }),
  timings: Timings,
  serverIPAddress: z.string().optional(),
  connection: z.string().optional(),
  comment,
}).refine((entry) => {
  const { blocked, dns, connect, send, wait, receive } = entry.timings;
  // ssl is part of connect, so it is not added again.
  const total = [blocked, dns, connect, send, wait, receive]
    .filter((value): value is number => value !== undefined && value !== -1)
    .reduce((sum, value) => sum + value, 0);
  return Math.abs(total - entry.time) < 0.001;
}, 'time is the sum of the timings that are not -1');

const Creator = harObject({ name: z.string(), version: z.string(), comment });

export const Har12 = z.object({
  log: harObject({
    version: z.literal('1.2'),
    creator: Creator,
    browser: Creator.optional(),
    pages: z
      .array(
        harObject({
          startedDateTime: DateTime,
          id: z.string(),
          title: z.string(),
          pageTimings: harObject({
            onContentLoad: z.number().optional(),
            onLoad: z.number().optional(),
            comment,
          }),
          comment,
        }),
      )
      .optional(),
    entries: z.array(Entry),
    comment,
  }),
});
export type Har12 = z.output<typeof Har12>;
