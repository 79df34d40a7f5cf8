import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsSession, SIGNED_IN_ROUTES } from '@portal/contracts/page-routes';

const routesDir = join(import.meta.dirname, '..', 'routes');

/**
 * The path of a file route, as TanStack Router reads its name: folders and dots separate segments, `index` is
 * the folder's own page, a trailing `_` only un-nests a segment, and a leading `_` is a layout without a segment.
 */
function routePath(file: string): string {
  const segments = file
    .replace(/\.tsx$/, '')
    .split(/[/.]/)
    .filter((segment) => segment !== 'index' && !segment.startsWith('_'))
    .map((segment) => segment.replace(/_$/, ''));
  return `/${segments.join('/')}`;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));
}

describe('the pages that need a session, as the gateway knows them', () => {
  it('are exactly the routes under the _authed layout', () => {
    const authed = new Set(routeFiles(join(routesDir, '_authed')).map(routePath));
    expect([...SIGNED_IN_ROUTES].sort()).toEqual([...authed].sort());
  });

  it('leave every other page public', () => {
    const publicRoutes = routeFiles(routesDir)
      .filter((file) => !file.startsWith('_authed') && !file.startsWith('__root'))
      .map(routePath)
      // A concrete address of each route: its parameters filled with a plain value.
      .map((path) => path.replace(/\$[A-Za-z]+/g, 'x1'));
    expect(publicRoutes.filter((address) => needsSession(address))).toEqual([]);
    expect(publicRoutes).toContain('/generate-otp');
  });
});
