import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import {
  isTenantName,
  MOCK_TENANT_COOKIE,
  MOCK_TENANT_HEADER,
  readTenantChoice,
  type TenantChoice,
} from './tenant.ts';

/**
 * The QA page where a manual tester picks the mock tenant of this browser without writing code (decision record
 * 0032): `GET /__qa/tenant` shows the current tenant and a form, `POST /__qa/tenant` sets or clears the
 * `mock_tenant` cookie and comes back (303), `GET /__qa/tenant?name=<tenant>` is a one-click link that sets it.
 * Registered only in mock-tenant mode. A QA tool, so its text is English and not in the message catalogue.
 *
 * Self-contained and script-free: the gateway's CSP allows no inline script, so it is a plain HTML form (the
 * request guards take it as `htmlForm`: a same-origin `Origin` instead of the CSRF header) and an inline style
 * (which the CSP allows).
 */
export const QA_TENANT_PATH = '/__qa/tenant';

export interface QaTenantPageOptions {
  /** The cookie's `Secure` flag, as the session cookie's (http/security-headers.ts). */
  secureCookies: boolean | 'auto';
}

/** A form post is a name and at most a few fields: anything bigger is not this page's. */
const FORM_BODY_LIMIT = 2048;

type FormFields = Record<string, string>;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f7f9; color: #1d2330; }
main { max-width: 34rem; margin: 3rem auto; padding: 1.5rem 2rem; background: #fff; border-radius: 8px;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
h1 { font-size: 1.4rem; margin-top: 0; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
input[type=text] { font: inherit; padding: 0.4rem 0.5rem; width: 100%; box-sizing: border-box; }
button { font: inherit; padding: 0.4rem 0.9rem; margin-top: 0.5rem; cursor: pointer; }
form { margin: 1rem 0; }
code, strong.tenant { font-family: ui-monospace, monospace; }
.hint, .note { color: #535b6b; font-size: 0.9rem; }
.error { color: #a4161a; background: #fdecec; padding: 0.5rem 0.75rem; border-radius: 4px; }
`;

/** Where the request named its tenant, as the page says it. */
function sourceName(source: 'header' | 'cookie'): string {
  return source === 'header'
    ? `the <code>${MOCK_TENANT_HEADER}</code> header`
    : `the <code>${MOCK_TENANT_COOKIE}</code> cookie`;
}

function currentTenantLine(choice: TenantChoice): string {
  switch (choice.kind) {
    case 'default':
      return 'Current tenant: <strong>the default tenant</strong> (no header, no cookie).';
    case 'named':
      return `Current tenant: <strong class="tenant">${escapeHtml(choice.tenant)}</strong> (from ${sourceName(
        choice.source,
      )}).`;
    case 'invalid':
      return (
        `Current tenant: <strong>none</strong>: ${sourceName(choice.source)} holds ` +
        `<code>${escapeHtml(choice.value)}</code>, which is not a tenant name, so the portal refuses every ` +
        'call. Set another name or go back to the default.'
      );
  }
}

function renderPage(choice: TenantChoice, problem?: { message: string; typed: string }): string {
  const headerNote =
    choice.kind !== 'default' && choice.source === 'header'
      ? `<p class="note">This browser sends an <code>${MOCK_TENANT_HEADER}</code> header, which wins over ` +
        'the cookie this page sets.</p>'
      : '';
  const typed = problem ? problem.typed : choice.kind === 'named' ? choice.tenant : '';
  const inputState = problem
    ? 'aria-invalid="true" aria-describedby="problem name-hint"'
    : 'aria-describedby="name-hint"';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Mock tenant (QA)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Mock tenant</h1>
<p>A QA tool: the portal in this browser talks to the mock broker's tenant named here (its own users, claims,
codes and faults), so several testers can share one mock without trampling each other.</p>
<p id="current">${currentTenantLine(choice)}</p>
${headerNote}
${problem ? `<p class="error" role="alert" id="problem">${escapeHtml(problem.message)}</p>` : ''}
<form method="post" action="${QA_TENANT_PATH}">
<label for="name">Tenant name</label>
<input type="text" id="name" name="name" value="${escapeHtml(typed)}" required autocomplete="off"
 spellcheck="false" ${inputState}>
<p class="hint" id="name-hint">Lower-case letters, digits and hyphens, at most 40 (for example
<code>qa-anna</code>).</p>
<button type="submit">Use this tenant</button>
</form>
<form method="post" action="${QA_TENANT_PATH}">
<input type="hidden" name="action" value="default">
<button type="submit">Back to the default tenant</button>
</form>
<p class="note">A session belongs to the tenant it was opened in: after a switch, log in again.
A link such as <code>${QA_TENANT_PATH}?name=qa-anna</code> sets the tenant in one click.</p>
<p><a href="/">Open the portal</a></p>
</main>
</body>
</html>
`;
}

const NAME_PROBLEM = 'A tenant name is 1 to 40 lower-case letters, digits or hyphens.';

export const qaTenantPage: FastifyPluginAsync<QaTenantPageOptions> = async (app, options) => {
  // Only this plugin's routes read form bodies; the rest of the gateway keeps taking JSON alone.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.secureCookies,
  } as const;

  function page(reply: FastifyReply, status: number, html: string) {
    return (
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        // Under the gateway's `no-referrer` a browser sends `Origin: null` with a form post (Fetch standard,
        // "append a request Origin header"), which the request guards refuse: this page's own form must carry
        // its origin. `same-origin` still sends nothing to other sites.
        .header('referrer-policy', 'same-origin')
        .send(html)
    );
  }

  /** Sets (a valid name) or clears (empty) the cookie and comes back to the page; a bad name is shown on it. */
  function choose(request: FastifyRequest, reply: FastifyReply, name: string) {
    const trimmed = name.trim();
    if (trimmed === '') {
      reply.clearCookie(MOCK_TENANT_COOKIE, cookieOptions);
    } else if (isTenantName(trimmed)) {
      reply.setCookie(MOCK_TENANT_COOKIE, trimmed, cookieOptions);
    } else {
      return page(reply, 400, renderPage(readTenantChoice(request), { message: NAME_PROBLEM, typed: name }));
    }
    return reply.redirect(QA_TENANT_PATH, 303);
  }

  app.get<{ Querystring: { name?: string } }>(QA_TENANT_PATH, async (request, reply) => {
    const { name } = request.query;
    if (typeof name === 'string') return choose(request, reply, name);
    return page(reply, 200, renderPage(readTenantChoice(request)));
  });

  app.post(
    QA_TENANT_PATH,
    { bodyLimit: FORM_BODY_LIMIT, config: { htmlForm: true } },
    async (request, reply) => {
      const fields = (request.body ?? {}) as FormFields;
      if (fields.action === 'default') return choose(request, reply, '');
      const name = fields.name ?? '';
      if (name.trim() === '') {
        const problem = { message: 'Type a tenant name, or go back to the default tenant.', typed: '' };
        return page(reply, 400, renderPage(readTenantChoice(request), problem));
      }
      return choose(request, reply, name);
    },
  );
};
