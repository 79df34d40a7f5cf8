import { fileURLToPath } from 'node:url';
import { unitTestConfig } from '../../vitest.shared.ts';

export default unitTestConfig(fileURLToPath(new URL('.', import.meta.url)));
