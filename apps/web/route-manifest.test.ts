import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_PAGE_SIZE } from '@portal/contracts/constants';
import { declaredFirstQueries, routeManifestPlugins, type RouteManifestEntry } from './route-manifest.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'portal-route-manifest-'));
let routes: RouteManifestEntry[] = [];

/** The manifest of the app's own route files, as the build writes it. */
beforeAll(async () => {
  const plugins = routeManifestPlugins({ routesDirectory: 'src/routes', signedInLayout: '/_authed' });
  const config = getConfig(
    {
      routesDirectory: './src/routes',
      generatedRouteTree: join(scratch, 'routeTree.gen.ts'),
      target: 'react',
    },
    root,
  );
  await new Generator({ config: { ...config, plugins: [plugins.generator] }, root }).run();
  let json = '';
  const emit = plugins.vite.generateBundle as (this: unknown) => void;
  emit.call({
    emitFile: ({ source }: { source: string }) => (json = source),
    error: (message: string) => {
      throw new Error(message);
    },
  });
  routes = JSON.parse(json) as RouteManifestEntry[];
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const byPath = (path: string) => routes.find((route) => route.path === path);

describe('the route manifest of the build', () => {
  it('marks exactly the pages under the _authed layout as signed in', () => {
    const signedIn = routes.filter((route) => route.signedIn);
    expect(signedIn.map((route) => route.path)).toContain('/');
    expect(signedIn.every((route) => route.layouts[0] === 'src/routes/_authed.tsx')).toBe(true);
    expect(signedIn.every((route) => route.file.startsWith('src/routes/_authed/'))).toBe(true);
    const open = routes.filter((route) => !route.signedIn);
    expect(open.some((route) => route.file.includes('_authed'))).toBe(false);
    for (const path of ['/generate-otp', '/verify', '/about', '/agency/login', '/$product']) {
      expect(byPath(path)?.signedIn, path).toBe(false);
    }
  });

  it('gives each page its address, its file and the layouts around it', () => {
    expect(byPath('/claimdetail/$id/complete')).toEqual({
      path: '/claimdetail/$id/complete',
      signedIn: true,
      file: 'src/routes/_authed/claimdetail.$id_.complete.tsx',
      layouts: ['src/routes/_authed.tsx'],
    });
    // A layout and its index page share an address: the index page is the page, the layout wraps it.
    expect(byPath('/tokopedia/shipping')).toEqual({
      path: '/tokopedia/shipping',
      signedIn: true,
      file: 'src/routes/_authed/tokopedia.shipping.index.tsx',
      layouts: ['src/routes/_authed.tsx', 'src/routes/_authed/tokopedia.shipping.tsx'],
    });
    expect(byPath('/$partner/endorse')?.file).toBe('src/routes/$partner.endorse.index.tsx');
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('carries the first queries a page declares in its route file, as written there', () => {
    expect(byPath('/claimdetail/$id')?.firstQueries).toEqual([
      { path: 'claims.detail', input: { id: '$id' } },
      { path: 'chat.thread', input: { claimId: '$id' } },
    ]);
    expect(byPath('/')?.firstQueries).toEqual([
      {
        path: 'policies.list',
        when: { source: ['polis'] },
        input: {
          tab: { from: 'search', name: 'tab', default: 'all' },
          offset: { from: 'search', name: 'page', as: 'offset', pageSize: POLICY_PAGE_SIZE },
          limit: POLICY_PAGE_SIZE,
        },
      },
    ]);
    const declaring = routes.filter((route) => route.firstQueries).map((route) => route.path);
    expect(declaring.sort()).toEqual(['/', '/claimdetail/$id']);
  });

  it('refuses first queries it cannot read as JSON rather than leaving them out', () => {
    const route = (firstQueries: string) =>
      `export const Route = createFileRoute('/x')({ staticData: { title: () => 'x', firstQueries: ${firstQueries} } });`;
    expect(declaredFirstQueries(route(`[{ path: 'claims.detail', input: { id: '$id' } }]`), 'x.tsx')).toEqual(
      [{ path: 'claims.detail', input: { id: '$id' } }],
    );
    expect(() => declaredFirstQueries(route('QUERIES'), 'x.tsx')).toThrow(/JSON/);
    expect(() =>
      declaredFirstQueries(route(`[{ path: 'claims.detail', input: { id: ID } }]`), 'x.tsx'),
    ).toThrow(/JSON/);
    expect(() => declaredFirstQueries(route(`{ path: 'claims.detail' }`), 'x.tsx')).toThrow(/a list/);
    expect(() =>
      declaredFirstQueries(`const options = { staticData: { firstQueries: [] } };`, 'x.tsx'),
    ).toThrow(/createFileRoute/);
    expect(declaredFirstQueries(`export const Route = createFileRoute('/x')({});`, 'x.tsx')).toBeUndefined();
  });
});
