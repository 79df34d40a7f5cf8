import { createTRPCClient, httpBatchLink, splitLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
window.x = [createTRPCClient, httpBatchLink, splitLink, observable];
