import { defineConfig } from 'vitest/config';

// Unit tests only: pure helpers and schemas, no DOM and no Vite plugins. Browser flows live in e2e/.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
