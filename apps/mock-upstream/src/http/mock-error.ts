import type { UpstreamErrorBody } from '@portal/contracts/endpoint';

/** A failure a handler answers on purpose, with the broker's error body. */
export class MockHttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: UpstreamErrorBody,
  ) {
    super(body.error ?? body.message ?? body.code ?? `HTTP ${statusCode}`);
    this.name = 'MockHttpError';
  }
}

export const invalidRequest = (issues: NonNullable<UpstreamErrorBody['issues']>): MockHttpError =>
  new MockHttpError(400, { error: 'Invalid request', code: 'invalid_request', issues });

export const unauthorized = (): MockHttpError =>
  new MockHttpError(401, { error: 'Invalid or expired token', code: 'unauthorized' });

export const forbidden = (): MockHttpError =>
  new MockHttpError(403, { error: 'Forbidden', code: 'forbidden' });

export const notFound = (): MockHttpError =>
  new MockHttpError(404, { error: 'Not found', code: 'not_found' });

export const notImplemented = (): MockHttpError =>
  new MockHttpError(501, { error: 'The mock has no handler for this endpoint', code: 'not_implemented' });
