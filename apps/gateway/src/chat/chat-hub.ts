import type { FastifyBaseLogger } from 'fastify';
import { createUpstreamClient, UpstreamError } from '../upstream/client.ts';
import type { ContractDrift } from '../upstream/contract-drift.ts';
import { ClaimWatchers, type ClaimSnapshot, type ReadFailure, type WatchKey } from './claim-watchers.ts';
import { ReadMarks, ThreadCache } from './unread.ts';
import { keepClaimDetails } from '../claims/claim-reads.ts';
import type { SharedCache } from '../stores/types.ts';

export interface ChatHubOptions {
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  pollIntervalMs: number;
  unreadCacheMs: number;
  /** Where the claim details each poll reads are kept for the claim steps (decision record 0040). */
  cache: SharedCache;
  log: FastifyBaseLogger;
  /** The app's reading of broker answers (upstream/contract-drift.ts); absent: the process-wide one. */
  contractDrift?: ContractDrift;
}

function classify(error: unknown): ReadFailure {
  if (!(error instanceof UpstreamError)) return 'transient';
  if (error.status === 401) return 'session';
  if (error.status === 403 || error.status === 404) return 'final';
  return 'transient';
}

/**
 * Everything the gateway keeps for live chat (decision record 0014): the watchers of open claims, what each
 * user has read, and recently read threads for the claim list's unread counts.
 */
export function createChatHub(options: ChatHubOptions) {
  const log = options.log.child({ component: 'chat' });
  const readMarks = new ReadMarks();
  const threads = new ThreadCache(options.unreadCacheMs);

  async function read({ claimId, tenant, owner }: WatchKey, token: string): Promise<ClaimSnapshot> {
    const upstream = createUpstreamClient({
      baseUrl: options.upstreamUrl,
      token,
      timeoutMs: options.upstreamTimeoutMs,
      log,
      mockTenant: tenant,
      contractDrift: options.contractDrift,
    });
    const [thread, details] = await Promise.all([
      upstream.call('comments', { query: { entity_ref_id: claimId } }),
      upstream.call('claimDetails', { query: { claim_id: claimId } }),
    ]);
    // The newest copy of the claim: a status customer service changed reaches the claim steps too.
    await keepClaimDetails(options.cache, { claimId, tenant, owner }, details);
    return {
      comments: thread.comments,
      status: { code: details.status.status_code, displayName: details.status.display_name ?? null },
    };
  }

  const watchers = new ClaimWatchers({
    intervalMs: options.pollIntervalMs,
    read,
    classify,
    onRead: (key, snapshot) => threads.set(key, snapshot.comments),
    onTransientFailure: (key, error) =>
      log.warn({ claimId: key.claimId, err: error }, 'claim watch read failed; polling more slowly'),
  });

  return { watchers, readMarks, threads };
}

export type ChatHub = ReturnType<typeof createChatHub>;
