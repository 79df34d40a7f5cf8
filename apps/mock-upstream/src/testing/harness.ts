import { catalogue, type Catalogue, type EndpointId } from '@portal/contracts/catalogue';
import { UpstreamErrorBody } from '@portal/contracts/endpoint';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { buildMockApp, type MockAppOptions } from '../app.ts';
import { DEV_OTP_CODE } from '../store/seed-users.ts';

/** A clock tests move by hand; starts at a fixed instant so runs are repeatable. */
export function createTestClock(start = new Date('2026-11-22T03:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}

export function createTestApp(options: Partial<MockAppOptions> = {}): FastifyInstance {
  return buildMockApp({ devMode: true, adminEnabled: true, ...options });
}

export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; payload?: InjectOptions['payload']; tenant?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    payload: options.payload,
    headers: {
      ...(options.token && { authorization: `Bearer ${options.token}` }),
      ...(options.tenant !== undefined && { 'x-mock-tenant': options.tenant }),
    },
  });
}

/** Asserts a success status of the endpoint and reads the body with its response schema. */
export function readResponse<K extends EndpointId>(
  id: K,
  response: LightMyRequestResponse,
): z.output<Catalogue[K]['response']> {
  const endpoint: Catalogue[EndpointId] = catalogue[id];
  expect(endpoint.successStatus, response.body).toContain(response.statusCode);
  const body: unknown = response.body === '' ? undefined : response.json();
  return endpoint.response.parse(body) as z.output<Catalogue[K]['response']>;
}

/** Asserts the status and that the body is the broker's error body; returns it. */
export function readError(response: LightMyRequestResponse, status: number): UpstreamErrorBody {
  expect(response.statusCode, response.body).toBe(status);
  return UpstreamErrorBody.parse(response.json());
}

export async function sendOtp(app: FastifyInstance, phone: string, tenant?: string): Promise<string> {
  const response = await call(app, 'POST', '/api/v1/user/send_otp/', {
    payload: { phone, medium: 'sms', language_code: 'id' },
    ...(tenant !== undefined && { tenant }),
  });
  return readResponse('sendOtp', response).operation_id;
}

export function verifyOtp(
  app: FastifyInstance,
  phone: string,
  operationId: string,
  otp: string,
  tenant?: string,
) {
  return call(app, 'POST', '/api/v1/auth/verify-otp-and-get-session/', {
    payload: { phone, operation_id: operationId, otp },
    ...(tenant !== undefined && { tenant }),
  });
}

/** Logs a demo phone in with the dev-mode code (in a tenant, when named) and returns the bearer token. */
export async function login(app: FastifyInstance, phone: string, tenant?: string): Promise<string> {
  const operationId = await sendOtp(app, phone, tenant);
  return readResponse(
    'verifyOtpAndGetSession',
    await verifyOtp(app, phone, operationId, DEV_OTP_CODE, tenant),
  ).token;
}

/** The multipart fields of `file/generate-signed-url/` for a file of this name, type and size. */
export function signedUrlForm(fileName: string, contentType: string, bytes: Buffer): FormData {
  const form = new FormData();
  form.append('file_name', fileName);
  form.append('content_type', contentType);
  form.append('size', String(bytes.length));
  form.append('extension', fileName.split('.').pop() ?? '');
  return form;
}
