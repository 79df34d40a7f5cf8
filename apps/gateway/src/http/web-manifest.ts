import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '@portal/contracts/entities/config';
import { MOCK_TENANT_HEADER } from '../mock-tenant/tenant.ts';

type BrandVariant = AppConfig['brand_variant'];
const VARIANTS: readonly BrandVariant[] = ['default', 'broker'];

/** The address both documents link (apps/web/index.html, login.html). */
export const MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The headers the brand depends on, as the page's own `config.get` would send them: the host (or a trusted
 * proxy's) and, in the QA mode, the mock tenant.
 */
const BRAND_HEADERS = ['host', 'forwarded', 'x-forwarded-host', 'x-forwarded-proto', MOCK_TENANT_HEADER];

/**
 * The host's skin, asked exactly as the page asks it (`config.get`, through the same hooks); a broker that does
 * not answer gives the default skin, as it gives the page.
 */
async function brandOf(app: FastifyInstance, request: FastifyRequest): Promise<BrandVariant> {
  const headers: Record<string, string | string[]> = {};
  for (const name of BRAND_HEADERS) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  const answer = await app.inject({
    method: 'GET',
    url: '/trpc/config.get',
    headers,
    remoteAddress: request.socket.remoteAddress,
  });
  try {
    const body = JSON.parse(answer.body) as { result?: { data?: { brand?: unknown } } };
    const brand = body.result?.data?.brand;
    return VARIANTS.find((variant) => variant === brand) ?? 'default';
  } catch {
    return 'default';
  }
}

/**
 * /manifest.webmanifest: the manifest of the host's brand skin (spec §1), one of those the web build writes to
 * `manifests/<variant>.webmanifest` (apps/web/web-manifests.ts, decision record 0053). Checked with the server
 * each time and varying with the host, so a browser that opened both hosts keeps each its own.
 */
export function registerWebManifest(app: FastifyInstance, webDistDir: string): void {
  const manifests = new Map<BrandVariant, string>();
  for (const variant of VARIANTS) {
    const file = join(webDistDir, 'manifests', `${variant}.webmanifest`);
    if (existsSync(file)) manifests.set(variant, readFileSync(file, 'utf8'));
  }
  if (!manifests.has('default')) {
    app.log.warn({ webDist: webDistDir }, 'web build has no manifests; /manifest.webmanifest not served');
    return;
  }
  app.get(MANIFEST_PATH, async (request, reply) => {
    const manifest = manifests.get(await brandOf(app, request)) ?? manifests.get('default');
    return reply
      .header('content-type', 'application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'host')
      .send(manifest);
  });
}
