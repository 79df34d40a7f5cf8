import { fileURLToPath } from 'node:url';
import { unitTestConfig } from '../../vitest.shared.ts';

// Unit tests only: pure helpers and schemas, no DOM and no Vite plugins. Browser flows live in e2e/.
export default unitTestConfig(fileURLToPath(new URL('.', import.meta.url)), {
  include: [
    'src/**/*.test.ts',
    'first-visit-chunks.test.ts',
    'route-manifest.test.ts',
    'web-manifests.test.ts',
  ],
});
