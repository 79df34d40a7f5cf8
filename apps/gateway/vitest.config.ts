import { fileURLToPath } from 'node:url';
import { unitTestConfig } from '../../vitest.shared.ts';

// Two workers run the files side by side: the fuzz test alone takes about a minute, mostly waiting on round trips.
export default unitTestConfig(fileURLToPath(new URL('.', import.meta.url)), { maxWorkers: 2 });
