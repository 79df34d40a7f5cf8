import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { replaceSession, settleFetches, signedOutOnPurpose, signOut } from './session-cache.ts';
import { trpc } from './trpc.ts';

type Session = Parameters<typeof replaceSession>[1];

describe('replacing the session', () => {
  it('drops the previous user’s data, keeps the session query, and remembers a sign-out until the next session', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['policies'], ['pol_1']);
    const session = { user: { name: 'Budi' } } as unknown as Session;

    replaceSession(queryClient, null);
    expect(queryClient.getQueryData(['policies'])).toBeUndefined();
    expect(queryClient.getQueryData(trpc.auth.session.queryKey())).toBeNull();
    expect(signedOutOnPurpose()).toBe(true);

    replaceSession(queryClient, session);
    expect(queryClient.getQueryData(trpc.auth.session.queryKey())).toBe(session);
    expect(signedOutOnPurpose()).toBe(false);
  });
});

describe('signing out', () => {
  it('ends the session at once and drops the previous user’s data only after leaving their page', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['policies'], ['pol_1']);
    const seenWhileLeaving: unknown[] = [];

    await signOut(queryClient, async () => {
      seenWhileLeaving.push(queryClient.getQueryData(trpc.auth.session.queryKey()));
      seenWhileLeaving.push(queryClient.getQueryData(['policies']));
      seenWhileLeaving.push(signedOutOnPurpose());
    });

    expect(seenWhileLeaving).toEqual([null, ['pol_1'], true]);
    expect(queryClient.getQueryData(['policies'])).toBeUndefined();
    expect(queryClient.getQueryData(trpc.auth.session.queryKey())).toBeNull();
  });

  it('drops the data even when leaving fails', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['policies'], ['pol_1']);
    await expect(
      signOut(queryClient, () => Promise.reject(new Error('navigation cancelled'))),
    ).rejects.toThrow('navigation cancelled');
    expect(queryClient.getQueryData(['policies'])).toBeUndefined();
  });
});

describe('settling the calls under way', () => {
  it('waits for a fetch in flight, failed or not, and not for a fetch that never ends', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const order: string[] = [];
    void queryClient.prefetchQuery({
      queryKey: ['profile'],
      queryFn: () => new Promise((resolve) => setTimeout(() => resolve(order.push('profile')), 20)),
    });
    void queryClient.prefetchQuery({
      queryKey: ['refused'],
      queryFn: () => new Promise((_, reject) => setTimeout(() => reject(new Error('401')), 10)),
    });
    await settleFetches(queryClient);
    order.push('settled');
    expect(order).toEqual(['profile', 'settled']);

    void queryClient.prefetchQuery({ queryKey: ['stuck'], queryFn: () => new Promise(() => {}) });
    const started = Date.now();
    await settleFetches(queryClient, 50);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
