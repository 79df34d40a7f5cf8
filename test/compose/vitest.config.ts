import { defineConfig } from 'vitest/config';

/**
 * The compose smoke test: builds the images of docker-compose.yml (cached layers), brings the stack up and talks
 * to it. Run by `.ci/run` where a Docker engine runs; by hand: `npx vitest run --config test/compose/vitest.config.ts`.
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['*.test.ts'],
    // A cold build installs three images' dependencies; with the layer cache it is seconds.
    testTimeout: 60_000,
    hookTimeout: 20 * 60_000,
    // The reaper (Ryuk) is an image to pull; afterAll takes the stack down instead.
    env: { TESTCONTAINERS_RYUK_DISABLED: 'true' },
    provide: {
      composeSettings: {
        nodeImage: process.env.NODE_IMAGE ?? '',
        gatewayPorts: process.env.COMPOSE_SMOKE_GATEWAY_PORTS ?? '3970-3971',
        mockPort: process.env.COMPOSE_SMOKE_MOCK_PORT ?? '3972',
      },
    },
  },
});

declare module 'vitest' {
  export interface ProvidedContext {
    composeSettings: { nodeImage: string; gatewayPorts: string; mockPort: string };
  }
}
