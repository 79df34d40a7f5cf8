import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
window.x = [createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink, observable];
