import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints, catalogue, type Catalogue, type EndpointId } from './catalogue.ts';
import { authEndpoints } from './catalogue/auth.ts';
import { policyEndpoints } from './catalogue/policies.ts';
import { agencyEndpoints } from './catalogue/agency.ts';
import { claimEndpoints } from './catalogue/claims.ts';
import { commentEndpoints } from './catalogue/comments.ts';
import { rideHailingEndpoints } from './catalogue/ride-hailing.ts';
import { userEndpoints } from './catalogue/user.ts';
import { endorsementEndpoints } from './catalogue/endorsements.ts';
import { feedbackEndpoints } from './catalogue/feedback.ts';

// Compile-time twin of the first test: tsc fails when an entry's literal id differs from its key.
type IdMismatch = { [K in EndpointId]: Catalogue[K]['id'] extends K ? never : K }[EndpointId];
const idsMatchKeys: [IdMismatch] extends [never] ? true : false = true;

const domains = [
  authEndpoints,
  policyEndpoints,
  agencyEndpoints,
  claimEndpoints,
  commentEndpoints,
  rideHailingEndpoints,
  userEndpoints,
  endorsementEndpoints,
  feedbackEndpoints,
];

function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');
}

function schemaKeys(schema: z.ZodType | undefined): string[] {
  if (schema === undefined) return [];
  if (!(schema instanceof z.ZodObject)) throw new Error('params schemas must be z.object');
  return Object.keys(schema.shape);
}

describe('catalogue', () => {
  it('keys every entry by its own id', () => {
    expect(idsMatchKeys).toBe(true);
    const mismatched = Object.entries(catalogue).filter(([key, endpoint]) => endpoint.id !== key);
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('loses no entry when the domains are spread together', () => {
    const declared = domains.flatMap((domain) => Object.keys(domain));
    expect(new Set(declared).size).toBe(declared.length);
    expect(allEndpoints).toHaveLength(declared.length);
  });

  it('has unique ids and unique method + path pairs', () => {
    const ids = allEndpoints.map((endpoint) => endpoint.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    const duplicates = routes.filter((route, index) => routes.indexOf(route) !== index);
    expect(duplicates).toEqual([]);
  });

  it.each(allEndpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s has an /api/ path, success statuses and params matching its placeholders',
    (_id, endpoint) => {
      expect(endpoint.path).toMatch(/^\/api\/v\d+\/[^?#\s]*\/$/);
      expect(endpoint.successStatus.length).toBeGreaterThan(0);
      for (const status of endpoint.successStatus) expect(status).toBeGreaterThanOrEqual(200);
      for (const status of endpoint.successStatus) expect(status).toBeLessThan(300);
      expect(schemaKeys(endpoint.params).sort()).toEqual(pathParams(endpoint.path).sort());
    },
  );

  it('sends bodies only with methods that carry one', () => {
    const bodiesOnReads = allEndpoints.filter(
      (endpoint) =>
        endpoint.body !== undefined && (endpoint.method === 'GET' || endpoint.method === 'DELETE'),
    );
    expect(bodiesOnReads.map((endpoint) => endpoint.id)).toEqual([]);
  });

  it('declares the calls the spec names with their spec paths and statuses', () => {
    expect(catalogue.createClaim).toMatchObject({ method: 'POST', path: '/api/v4/claim/create/' });
    expect(catalogue.createClaim.successStatus).toEqual([201]);
    expect(catalogue.agencyCreateClaim.successStatus).toEqual([201]);
    expect(catalogue.logout.successStatus).toEqual([204]);
    expect(catalogue.generateSignedUrl.bodyEncoding).toBe('multipart');
    expect(catalogue.policyUpload.bodyEncoding).toBe('multipart');
    expect(catalogue.imageVerificationStatus.path).toBe('/api/v1/image-processor/:requestId/status/');
    expect(catalogue.tokenEndorse.auth).toBe(false);
    expect(catalogue.claimDetails.auth).toBe(true);
  });

  it('says of every call whether it changes anything at the broker', () => {
    const undecided = allEndpoints.filter(
      (endpoint) => endpoint.effect !== 'read' && endpoint.effect !== 'write',
    );
    expect(undecided.map((endpoint) => endpoint.id)).toEqual([]);
    // Every PUT, PATCH and DELETE changes something; the POSTs that only check are named here on purpose.
    const readsThatAreNotGets = allEndpoints
      .filter((endpoint) => endpoint.effect === 'read' && endpoint.method !== 'GET')
      .map((endpoint) => endpoint.id);
    expect(readsThatAreNotGets.sort()).toEqual(
      ['getQuestions', 'goDriverValidateClaim', 'gojekPassengerValidateClaim', 'validateClaim'].sort(),
    );
    expect(catalogue.sendOtp.effect).toBe('write');
    expect(catalogue.verifyOtpAndGetSession.effect).toBe('write');
    expect(catalogue.logout.effect).toBe('write');
    expect(catalogue.policyList.effect).toBe('read');
  });
});
