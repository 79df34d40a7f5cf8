import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApp } from '../app.ts';
import { call, createTestApp } from '../testing/harness.ts';

type Document = { openapi: string; paths: Record<string, Record<string, unknown>> };

/** Every /__admin route Fastify registers, as `METHOD /openapi/{style}` (HEAD twins of GETs left out). */
async function registeredAdminRoutes(): Promise<{ app: FastifyInstance; routes: string[] }> {
  const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/__admin')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push(`${method} ${route.url.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`);
    }
  });
  await app.register(mockApp, { devMode: true, adminEnabled: true });
  await app.ready();
  return { app, routes };
}

function documented(document: Document): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => key !== 'parameters')
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('GET /__admin/openapi.json', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('is an OpenAPI 3.1 document', async () => {
    app = createTestApp();
    const response = await call(app, 'GET', '/__admin/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ openapi: '3.1.0', info: { title: expect.any(String) } });
  });

  it('describes every registered /__admin route, and only those', async () => {
    const registered = await registeredAdminRoutes();
    app = registered.app;
    const document = (await call(app, 'GET', '/__admin/openapi.json')).json() as Document;
    expect(registered.routes.length).toBeGreaterThan(10);
    expect(documented(document).sort()).toEqual([...new Set(registered.routes)].sort());
  });

  it('resolves every $ref to a component schema', async () => {
    app = createTestApp();
    const text = (await call(app, 'GET', '/__admin/openapi.json')).body;
    const document = JSON.parse(text) as { components: { schemas: Record<string, unknown> } };
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const name of refs) expect(document.components.schemas, name).toHaveProperty(name);
  });
});
