import { z } from 'zod';
import { pathPatternProblem } from './path-pattern.ts';
import { Method } from './qa-schemas.ts';
import { templateProblems } from './stub-template.ts';

/**
 * What QA sends to /__admin/stubs, validated by the routes and described in the admin OpenAPI document. Kept
 * apart from the registry (stubs.ts): the registry is part of every tenant's QA controls, which tenants.ts
 * loads, while these schemas load tenants.ts through qa-schemas.ts.
 */

/** Header names as HTTP allows them; the mock sets the framing headers itself. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const FRAMING_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection']);

const StubPath = z
  .string()
  .min(1)
  .describe(
    'Glob on the URL path (`*` one segment, `**` any depth, trailing slash optional, `:name` one segment ' +
      'captured as the path parameter `name`), or a regular expression when it starts with `^` (its named ' +
      'groups are captured)',
  )
  .superRefine((pattern, context) => {
    const problem = pathPatternProblem(pattern, { params: true });
    if (problem) context.addIssue({ code: 'custom', message: `Invalid pattern: ${problem}` });
  });

const Headers = z
  .record(
    z.string().regex(HEADER_NAME, "A header name: letters, digits and !#$%&'*+.^_`|~-"),
    z.string().regex(/^[\t\x20-\x7e\x80-\xff]*$/, 'A header value: one line of Latin-1 text'),
  )
  .superRefine((headers, context) => {
    for (const name of Object.keys(headers)) {
      if (FRAMING_HEADERS.has(name.toLowerCase())) {
        context.addIssue({ code: 'custom', path: [name], message: `${name} is set by the mock` });
      }
    }
  });

export const StubInput = z
  .object({
    method: Method.optional(),
    path: StubPath,
    query: z
      .record(z.string(), z.string())
      .optional()
      .describe('Query parameters the call must carry, each with exactly this value'),
    bodyMatch: z
      .record(z.string(), z.unknown())
      .optional()
      .describe(
        'A JSON object the request body must contain: every key given, with a value that matches in the ' +
          'same way (objects partially, arrays element by element with the same length, anything else ' +
          'equal). On a multipart call, the text fields (strings)',
      ),
    status: z.number().int().min(200).max(599).default(200).describe('Status of the answer'),
    headers: Headers.optional().describe('Headers of the answer'),
    body: z
      .unknown()
      .optional()
      .describe(
        'Body of the answer, a JSON template (`{{path.id}}`, `{{query.x}}`, `{{body.a.0.b}}`, `{{method}}`, ' +
          '`{{tenant}}`, `{{now}}`, `{{uuid}}`); a string is sent as it is, anything else as JSON; omitted: ' +
          'no body',
      ),
    delayMs: z.number().int().min(0).max(60_000).optional().describe('Wait this long before answering'),
    times: z.number().int().min(1).optional().describe('Answer the next N matching calls, then retire'),
  })
  .strict()
  .superRefine((stub, context) => {
    for (const problem of templateProblems(stub.body)) {
      context.addIssue({ code: 'custom', path: ['body', ...problem.path], message: problem.message });
    }
    if ((stub.status === 204 || stub.status === 304) && stub.body !== undefined) {
      context.addIssue({ code: 'custom', path: ['body'], message: `A ${stub.status} answer has no body` });
    }
  });
export type StubInput = z.output<typeof StubInput>;

export const StubIdParams = z.object({ id: z.string().min(1).describe('Stub id, e.g. stb_1') });
