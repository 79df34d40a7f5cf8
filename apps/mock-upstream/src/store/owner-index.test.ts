import { describe, expect, it } from 'vitest';
import { OwnerIndex } from './owner-index.ts';

interface Item {
  id: string;
  owner_id: string;
  at: string;
}

const item = (id: string, owner: string, at: string): Item => ({
  id,
  owner_id: owner,
  at: `${at}T00:00:00+07:00`,
});
const ids = (items: readonly Item[]) => items.map((entry) => entry.id);

describe('OwnerIndex', () => {
  const index = () =>
    new OwnerIndex<Item>(
      (entry) => entry.id,
      (entry) => entry.at,
    );

  it('lists an owner’s records in source order or newest first (ties in source order)', () => {
    const records = [
      item('a', 'u1', '2026-01-01'),
      item('b', 'u2', '2026-03-01'),
      item('c', 'u1', '2026-05-01'),
      item('d', 'u1', '2026-01-01'),
    ];
    const byOwner = index();
    expect(ids(byOwner.ownedBy(records, 'u1'))).toEqual(['a', 'c', 'd']);
    expect(ids(byOwner.ownedByNewestFirst(records, 'u1'))).toEqual(['c', 'a', 'd']);
    expect(byOwner.ownedBy(records, 'nobody')).toEqual([]);
    expect(byOwner.find(records, 'b')?.owner_id).toBe('u2');
  });

  it('sees records pushed to the array and a replaced array', () => {
    const records = [item('a', 'u1', '2026-01-01')];
    const byOwner = index();
    expect(ids(byOwner.ownedByNewestFirst(records, 'u1'))).toEqual(['a']);
    records.push(item('n', 'u1', '2026-12-01'));
    expect(ids(byOwner.ownedByNewestFirst(records, 'u1'))).toEqual(['n', 'a']);
    expect(byOwner.find(records, 'n')).toBeDefined();
    expect(byOwner.find([item('z', 'u9', '2026-01-01')], 'n')).toBeUndefined();
  });

  it('hands out a copy of the source-order list', () => {
    const records = [item('a', 'u1', '2026-01-01')];
    const byOwner = index();
    byOwner.ownedBy(records, 'u1').push(item('x', 'u1', '2026-01-01'));
    expect(ids(byOwner.ownedBy(records, 'u1'))).toEqual(['a']);
  });
});
