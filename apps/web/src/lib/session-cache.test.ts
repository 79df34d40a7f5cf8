import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { replaceSession, signedOutOnPurpose } from './session-cache.ts';
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
