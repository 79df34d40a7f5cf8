import { describe, expect, it } from 'vitest';
import { resolveFirstQueries } from '@portal/contracts/first-queries';
import { CLAIM_FIRST_QUERIES, POLICY_LIST_FIRST_QUERIES } from '../../test/first-query-declarations.ts';
import { pageScripts, readWebRoutes, webRouteOf, type Manifest, type WebRoute } from './web-routes.ts';

const route = (path: string, file: string, layouts: string[] = [], signedIn = false): WebRoute => ({
  path,
  signedIn,
  file: `src/routes/${file}.tsx`,
  layouts: layouts.map((layout) => `src/routes/${layout}.tsx`),
});
const ROUTES = [
  route('/', '_authed/index', ['_authed'], true),
  route('/claimdetail/$id', '_authed/claimdetail.$id', ['_authed'], true),
  route('/claimdetail/$id/complete', '_authed/claimdetail.$id_.complete', ['_authed'], true),
  route(
    '/tokopedia/shipping',
    '_authed/tokopedia.shipping.index',
    ['_authed', '_authed/tokopedia.shipping'],
    true,
  ),
  route('/$product', '$product'),
  route('/about', 'about'),
];
const pathOf = (pathname: string) => webRouteOf(ROUTES, pathname)?.route.path ?? null;

describe('the page of an address', () => {
  it('is the route whose segments it matches, a literal before a parameter', () => {
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/about')).toBe('/about');
    expect(pathOf('/gosure')).toBe('/$product');
    expect(pathOf('/claimdetail/clm_1/complete')).toBe('/claimdetail/$id/complete');
    expect(pathOf('/nothing/here/at/all')).toBeNull();
  });

  it('takes a trailing slash and any case of a literal segment, and gives the decoded parameters', () => {
    expect(webRouteOf(ROUTES, '/ClaimDetail/clm%201/')).toEqual({
      route: ROUTES[1],
      params: { id: 'clm 1' },
    });
    expect(pathOf('/claimdetail/%E0%A4%A')).toBeNull();
    expect(pathOf('/claimdetail/')).toBe('/$product');
  });
});

describe("a page's scripts", () => {
  const split = (file: string, part: string, script: string, imports: string[] = []) => ({
    [`src/routes/${file}.tsx?tsr-split=${part}`]: { file: `assets/${script}.js`, imports },
  });
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
    '_styles.css': { file: 'assets/styles.css' },
    ...split('_authed', 'component', 'authed-layout', ['_react.js']),
    ...split('_authed/claimdetail.$id', 'component', 'claim-detail', ['_card.js', '_styles.css']),
    ...split('_authed/claimdetail.$id', 'loader', 'claim-detail-loader'),
    ...split('_authed/claimdetail.$id', 'errorComponent---notFoundComponent', 'claim-detail-error'),
    ...split('_authed/tokopedia.shipping', 'component', 'shipping-layout'),
    ...split('_authed/tokopedia.shipping.index', 'component', 'shipping'),
  };
  const scripts = (path: string) =>
    pageScripts(
      manifest,
      ROUTES.find((each) => each.path === path)!,
    ).sort();

  it('are its and its layouts’ component and loader with their imports, not what the entry loads', () => {
    expect(scripts('/claimdetail/$id')).toEqual(
      ['authed-layout', 'card', 'claim-detail-loader', 'claim-detail'].map((name) => `assets/${name}.js`),
    );
    expect(scripts('/tokopedia/shipping')).toEqual(
      ['authed-layout', 'shipping-layout', 'shipping'].map((name) => `assets/${name}.js`),
    );
    expect(scripts('/about')).toEqual([]);
  });
});

describe('routes.json', () => {
  it('is read as the build wrote it, and refused in any other shape', () => {
    expect(readWebRoutes(JSON.stringify(ROUTES))).toEqual(ROUTES);
    expect(() => readWebRoutes('{"/": true}')).toThrow(/routes\.json/);
    expect(() =>
      readWebRoutes(JSON.stringify([{ path: 'about', signedIn: false, file: 'x', layouts: [] }])),
    ).toThrow();
  });

  it('carries the first queries a page declares, and refuses ones it could not read', () => {
    const routes = [{ ...ROUTES[1]!, firstQueries: [{ path: 'claims.detail', input: { id: '$id' } }] }];
    expect(readWebRoutes(JSON.stringify(routes))).toEqual(routes);
    for (const firstQueries of [{}, [{ path: 'users.delete', input: {} }], [{ path: 'claims.detail' }]]) {
      expect(() => readWebRoutes(JSON.stringify([{ ...ROUTES[1], firstQueries }]))).toThrow(/routes\.json/);
    }
  });
});

describe("a page's first queries", () => {
  const routes: WebRoute[] = [
    { ...ROUTES[0]!, firstQueries: POLICY_LIST_FIRST_QUERIES },
    { ...ROUTES[1]!, firstQueries: CLAIM_FIRST_QUERIES },
    ROUTES[2]!,
  ];
  /** As the gateway reads them for an address: the page's declaration, its parameters and the search. */
  const queriesAt = (address: string) => {
    const url = new URL(address, 'http://portal.test');
    const page = webRouteOf(routes, url.pathname);
    return page ? resolveFirstQueries(page.route.firstQueries, page.params, url.searchParams) : [];
  };

  it('are read from the search of the policy list, its page as an offset', () => {
    expect(queriesAt('/')).toEqual([{ path: 'policies.list', input: { tab: 'all', offset: 0, limit: 10 } }]);
    expect(queriesAt('/?tab=active&page=2')).toEqual([
      { path: 'policies.list', input: { tab: 'active', offset: 10, limit: 10 } },
    ]);
    expect(queriesAt('/?source=polis&page=9999')).toEqual([
      { path: 'policies.list', input: { tab: 'all', offset: 99980, limit: 10 } },
    ]);
  });

  it('are read from the route parameters of a claim', () => {
    expect(queriesAt('/claimdetail/clm_x')).toEqual([
      { path: 'claims.detail', input: { id: 'clm_x' } },
      { path: 'chat.thread', input: { claimId: 'clm_x' } },
    ]);
  });

  it('are none for another list, a page number not plainly given, or a page that declares none', () => {
    for (const address of [
      '/?source=claim',
      '/?page=0',
      '/?page=x',
      '/?page=10000',
      '/?page=01',
      '/claimdetail/clm_x/complete',
      '/nowhere/at/all/here',
    ])
      expect(queriesAt(address), address).toEqual([]);
  });
});
