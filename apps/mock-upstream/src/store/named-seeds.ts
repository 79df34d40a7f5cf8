import { createSeed } from './seed.ts';
import { growLargeSeed } from './seed-large.ts';
import type { SeedData } from './types.ts';

/** The seeds QA can start from (`POST /__admin/reset {"seed": …}`, `MOCK_SEED`). */
export const SEED_NAMES = ['default', 'empty', 'large'] as const;
export type SeedName = (typeof SEED_NAMES)[number];

export const SEED_DESCRIPTIONS: Record<SeedName, string> = {
  default: 'The demo users with their policies, claims and agency policies (see the README tables).',
  empty: 'The same users, phones and SSO token, without policies, claims or agency policies (empty states).',
  large:
    'The default seed plus generated data: 500 policies and 500 claims more for Budi, 50 each for Siti, ' +
    'Rizky and Putri, 200 agency policies more for Agus and 20 for Dewi (paging and load tests).',
};

/** Deterministic like the default seed: same ids and dates on every call, fresh objects each time. */
export function createNamedSeed(name: SeedName): SeedData {
  switch (name) {
    case 'default':
      return createSeed();
    case 'empty':
      return { ...createSeed(), policies: [], claims: [], agencyPolicies: [] };
    case 'large':
      return growLargeSeed(createSeed());
  }
}
