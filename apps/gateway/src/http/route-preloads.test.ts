import { describe, expect, it } from 'vitest';
import { routePreloads, type Manifest } from './route-preloads.ts';

/** A manifest shaped like the web build's: the entry, route split parts, shared chunks. */
const split = (route: string, part: string, file: string, imports: string[] = []) => ({
  [`src/routes/${route}.tsx?tsr-split=${part}`]: { file: `assets/${file}.js`, imports },
});
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js', '_router.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_router.js': { file: 'assets/router.js', imports: ['_react.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
  '_claim-view.js': { file: 'assets/claim-view.js', imports: ['_card.js', 'index.html'] },
  '_styles.css': { file: 'assets/styles.css' },
  ...split('_authed', 'component', 'authed-layout', ['_react.js']),
  ...split('_authed/index', 'component', 'policy-list', ['_card.js', '_styles.css']),
  ...split('_authed/index', 'loader', 'policy-list-loader'),
  ...split('_authed/claimdetail.$id', 'component', 'claim-detail', ['_claim-view.js']),
  ...split('_authed/claimdetail.$id', 'loader', 'claim-detail-loader'),
  ...split('_authed/claimdetail.$id', 'errorComponent---notFoundComponent', 'claim-detail-error'),
  ...split('_authed/claimdetail.$id_.complete', 'component', 'claim-complete'),
  ...split('_authed/tokopedia.shipping', 'component', 'shipping-layout'),
  ...split('_authed/tokopedia.shipping.index', 'component', 'shipping'),
  ...split('_authed/agency/policydetail.$id', 'component', 'agency-policy'),
  ...split('$product', 'component', 'product'),
  ...split('about', 'component', 'about'),
  ...split('(info)/faq', 'component', 'faq'),
};
const named = routePreloads(manifest);
/** The files named for an address, in a fixed order. */
const preloads = (pathname: string) => named(pathname).sort();

describe('route preloads', () => {
  it("name a page's component and loader, its layouts and their imports, not what the entry loads", () => {
    expect(preloads('/')).toEqual(
      ['authed-layout', 'card', 'policy-list-loader', 'policy-list'].map((name) => `assets/${name}.js`),
    );
  });

  it('match parameters, and leave out the parts that show only on an error', () => {
    expect(preloads('/claimdetail/clm_1101')).toEqual(
      ['authed-layout', 'card', 'claim-detail-loader', 'claim-detail', 'claim-view'].map(
        (name) => `assets/${name}.js`,
      ),
    );
  });

  it('follow a trailing underscore out of the parent layout, and an index page into its layout', () => {
    expect(preloads('/claimdetail/clm_1101/complete')).toEqual([
      'assets/authed-layout.js',
      'assets/claim-complete.js',
    ]);
    expect(preloads('/tokopedia/shipping')).toEqual([
      'assets/authed-layout.js',
      'assets/shipping-layout.js',
      'assets/shipping.js',
    ]);
    expect(preloads('/agency/policydetail/p1')).toContain('assets/agency-policy.js');
  });

  it('prefer a literal segment over a parameter, as the router does', () => {
    expect(preloads('/about')).toEqual(['assets/about.js']);
    expect(preloads('/faq')).toEqual(['assets/faq.js']);
    expect(preloads('/About/')).toEqual(['assets/about.js']);
    expect(preloads('/motor')).toEqual(['assets/product.js']);
  });

  it('name nothing for an address no route serves', () => {
    expect(preloads('/claimdetail/clm_1101/complete/more')).toEqual([]);
    expect(preloads('/a/b/c/d')).toEqual([]);
    expect(routePreloads({ 'index.html': { file: 'assets/index.js' } })('/')).toEqual([]);
  });
});
