import { fileURLToPath } from 'node:url';
import { unitTestConfig } from '../../vitest.shared.ts';

// Two workers run the files side by side (the catalogue contract test alone takes half a minute).
export default unitTestConfig(fileURLToPath(new URL('.', import.meta.url)), { maxWorkers: 2 });
