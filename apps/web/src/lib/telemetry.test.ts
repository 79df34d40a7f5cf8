import { describe, expect, it, vi } from 'vitest';
import { isErrorKey } from '@portal/contracts/errors';
import { appRouter } from '@portal/gateway/router';
import { scrubEvent } from './error-reporting-sdk.ts';
import {
  createTelemetry,
  FUNNEL_STEPS,
  procedureOfMutationKey,
  startGoogleTagManager,
  type ErrorReporter,
  type TelemetryDeps,
} from './telemetry.ts';
import { newRequestId } from './request-id.ts';
import { failedCallContext } from './telemetry-setup.ts';

function fakes(route = '/claims/$claimId') {
  const reporter: ErrorReporter & { calls: unknown[][] } = {
    calls: [],
    captureException(...args) {
      this.calls.push(['exception', ...args]);
    },
    captureMessage(...args) {
      this.calls.push(['message', ...args]);
    },
  };
  const dataLayer: Record<string, unknown>[] = [];
  const deps = {
    loadErrorReporter: vi.fn(async () => reporter),
    startTagManager: vi.fn(() => dataLayer),
    currentRoute: () => route,
  } satisfies TelemetryDeps;
  return { reporter, dataLayer, deps };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('telemetry when nothing is configured', () => {
  it('loads nothing and sends nothing, and forgets what waited', async () => {
    const { deps, reporter } = fakes();
    const telemetry = createTelemetry(deps);
    telemetry.pageView('id');
    telemetry.reportError(new Error('boom'), { source: 'query' });
    telemetry.configure({ errorReporting: null, tagManager: null });
    telemetry.reportError(new Error('later'), { source: 'mutation' });
    telemetry.funnel('claim_submitted', { procedure: 'claims.submit' });
    await flush();
    expect(deps.loadErrorReporter).not.toHaveBeenCalled();
    expect(deps.startTagManager).not.toHaveBeenCalled();
    expect(reporter.calls).toEqual([]);
  });

  it('gives up quietly when the settings cannot be had', async () => {
    const { deps } = fakes();
    const telemetry = createTelemetry(deps);
    telemetry.reportError(new Error('boom'), { source: 'query' });
    telemetry.disable();
    await flush();
    expect(deps.loadErrorReporter).not.toHaveBeenCalled();
  });
});

describe('error reporting with a DSN', () => {
  const settings = {
    errorReporting: { dsn: 'https://key@errors.example.com/1', environment: 'production' },
    tagManager: null,
  };

  it('loads the SDK once configured and sends what happened before and after, with safe tags only', async () => {
    const { deps, reporter } = fakes();
    const telemetry = createTelemetry(deps);
    const early = new Error('render failed');
    telemetry.reportError(early, { source: 'error-boundary' });
    telemetry.configure(settings);
    const failed = new Error('server_problem');
    telemetry.reportError(failed, {
      source: 'query',
      procedure: 'claims.detail',
      errorKey: 'server_problem',
      httpStatus: 502,
      requestId: 'web-abc123',
    });
    await flush();
    expect(deps.loadErrorReporter).toHaveBeenCalledTimes(1);
    expect(deps.loadErrorReporter).toHaveBeenCalledWith(settings.errorReporting);
    expect(reporter.calls).toEqual([
      ['exception', early, { source: 'error-boundary' }, '/claims/$claimId'],
      [
        'exception',
        failed,
        {
          source: 'query',
          procedure: 'claims.detail',
          error_key: 'server_problem',
          http_status: '502',
          request_id: 'web-abc123',
        },
        '/claims/$claimId',
      ],
    ]);
  });

  it('keeps the page working when the SDK cannot be loaded', async () => {
    const { deps } = fakes();
    deps.loadErrorReporter.mockRejectedValueOnce(new Error('chunk failed'));
    const telemetry = createTelemetry(deps);
    telemetry.configure(settings);
    await flush();
    expect(() => telemetry.reportError(new Error('x'), { source: 'query' })).not.toThrow();
  });

  it('reports a missing translation once per key and language, to the reporter and the data layer', async () => {
    const { deps, reporter, dataLayer } = fakes('/$partner/endorse/$id');
    const telemetry = createTelemetry(deps);
    telemetry.configure({
      ...settings,
      tagManager: { id: 'GTM-X1', scriptUrl: 'https://gtm.example/gtm.js' },
    });
    await flush();
    telemetry.reportMissingTranslation('endorse_field_engine_no', 'th');
    telemetry.reportMissingTranslation('endorse_field_engine_no', 'th');
    telemetry.reportMissingTranslation('endorse_field_engine_no', 'vi');
    expect(reporter.calls.filter(([kind]) => kind === 'message')).toHaveLength(2);
    expect(dataLayer).toEqual([
      {
        event: 'missing_translation',
        translation_key: 'endorse_field_engine_no',
        locale: 'th',
        page_path: '/$partner/endorse/$id',
      },
      {
        event: 'missing_translation',
        translation_key: 'endorse_field_engine_no',
        locale: 'vi',
        page_path: '/$partner/endorse/$id',
      },
    ]);
  });
});

describe('tag manager', () => {
  it('gets the page views that happened before it started, then the claim funnel, by route pattern', () => {
    const { deps, dataLayer } = fakes('/claims/new');
    const telemetry = createTelemetry(deps);
    telemetry.pageView('id');
    telemetry.configure({
      errorReporting: null,
      tagManager: { id: 'GTM-X1', scriptUrl: 'https://g/gtm.js' },
    });
    telemetry.funnel('claim_benefit_chosen', { procedure: 'claims.create' });
    expect(deps.loadErrorReporter).not.toHaveBeenCalled();
    expect(dataLayer).toEqual([
      { event: 'page_view', page_path: '/claims/new', locale: 'id' },
      { event: 'claim_benefit_chosen', page_path: '/claims/new', procedure: 'claims.create' },
    ]);
  });

  it('adds the GTM script asynchronously with the container id', () => {
    const appended: { async: boolean; src: string }[] = [];
    const fakeDocument = {
      createElement: () => ({ async: false, src: '' }),
      head: { appendChild: (node: { async: boolean; src: string }) => appended.push(node) },
    } as unknown as Document;
    const target = { window: {} as { dataLayer?: Record<string, unknown>[] }, document: fakeDocument };
    const layer = startGoogleTagManager(
      { id: 'GTM-AB12', scriptUrl: 'https://www.googletagmanager.com/gtm.js' },
      target,
    );
    expect(appended).toEqual([{ async: true, src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12' }]);
    expect(layer).toBe(target.window.dataLayer);
    expect(layer[0]).toMatchObject({ event: 'gtm.js' });
  });

  it('names every funnel step after a mutation the gateway really has', () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
    for (const procedure of Object.keys(FUNNEL_STEPS)) {
      expect(procedures[procedure]?._def.type, procedure).toBe('mutation');
    }
    expect(new Set(Object.values(FUNNEL_STEPS))).toEqual(
      new Set(['claim_benefit_chosen', 'claim_form_saved', 'claim_document_uploaded', 'claim_submitted']),
    );
    expect(procedureOfMutationKey([['claims', 'submit']])).toBe('claims.submit');
    expect(procedureOfMutationKey(undefined)).toBeNull();
  });
});

describe('which failed calls are reported', () => {
  const response = { headers: new Headers({ 'x-request-id': 'web-0011' }) };

  it('reports server failures and network errors with the procedure and request id', () => {
    const serverError = {
      data: { code: 'BAD_GATEWAY', httpStatus: 502, path: 'policies.list', errorKey: 'policy_list_failed' },
      meta: { response },
    };
    expect(failedCallContext(serverError, 'query', isErrorKey)).toEqual({
      source: 'query',
      procedure: 'policies.list',
      errorKey: 'policy_list_failed',
      httpStatus: 502,
      requestId: 'web-0011',
    });
    expect(failedCallContext(new TypeError('Failed to fetch'), 'mutation', isErrorKey)).toMatchObject({
      source: 'mutation',
      httpStatus: null,
    });
  });

  it('does not report an ended session or a refusal the page explains', () => {
    const unauthorized = { data: { code: 'UNAUTHORIZED', httpStatus: 401, errorKey: 'session_expired' } };
    const refused = { data: { code: 'BAD_REQUEST', httpStatus: 400, errorKey: 'otp_verify_failed' } };
    expect(failedCallContext(unauthorized, 'query', isErrorKey)).toBeNull();
    expect(failedCallContext(refused, 'mutation', isErrorKey)).toBeNull();
    // A refusal with a key the page does not know is a fault worth knowing about.
    const unknown = { data: { code: 'BAD_REQUEST', httpStatus: 400, errorKey: 'brand_new_key' } };
    expect(failedCallContext(unknown, 'mutation', isErrorKey)).not.toBeNull();
  });
});

describe('what leaves the page', () => {
  it('an event carries the route pattern, not the address, the user or earlier calls', () => {
    const event = scrubEvent({
      type: undefined,
      tags: { route: '/claims/$claimId' },
      request: { url: 'https://portal.example/claims/123?phone=0812', headers: { cookie: 'x' } },
      user: { id: '42', ip_address: '1.2.3.4' },
      breadcrumbs: [{ message: 'fetch /trpc/user.profile?input=...' }],
    });
    expect(event.request).toEqual({ url: expect.stringMatching(/\/claims\/\$claimId$/) });
    expect(event.user).toBeUndefined();
    expect(event.breadcrumbs).toBeUndefined();
    expect(JSON.stringify(event)).not.toMatch(/0812|123|cookie|1\.2\.3\.4/);
  });

  it('request ids are plain, fresh and need no secure context', () => {
    const ids = new Set(Array.from({ length: 50 }, newRequestId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^web-[0-9a-f]{24}$/);
  });
});
