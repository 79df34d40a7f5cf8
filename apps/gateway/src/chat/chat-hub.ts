import type { FastifyBaseLogger } from 'fastify';
import { createUpstreamClient, UpstreamError } from '../upstream/client.ts';
import type { ContractDrift } from '../upstream/contract-drift.ts';
import { ClaimWatchers, type ClaimSnapshot, type ReadFailure, type WatchKey } from './claim-watchers.ts';
import { UnreadReplies } from './unread.ts';
import { keepClaimDetails } from '../claims/claim-reads.ts';
import type { SharedCache } from '../stores/types.ts';

export interface ChatHubOptions {
  upstreamUrl: string;
  upstreamTimeoutMs: number;
  pollIntervalMs: number;
  /** A claim's kept replies are read again by a list visit once older than this (`CHAT_UNREAD_CACHE_MS`). */
  unreadCacheMs: number;
  /** Kept replies older than this are forgotten: a list reads the thread before answering. */
  unreadMaxAgeMs: number;
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
 * Everything the gateway keeps for live chat (decision record 0014): the watchers of open claims, and in the
 * shared store what each user has read and each claim's replies for the claim list's unread counts (0040).
 */
export function createChatHub(options: ChatHubOptions) {
  const log = options.log.child({ component: 'chat' });
  const unread = new UnreadReplies(options.cache, {
    refreshAfterMs: options.unreadCacheMs,
    maxAgeMs: options.unreadMaxAgeMs,
  });
  /** Threads this instance is reading in the background for a list (a second visit picks another claim). */
  const refreshing = new Set<string>();

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
    // The newest copy of the claim: a status customer service changed reaches the claim steps too, and a
    // reply the claim list's badge.
    await Promise.all([
      keepClaimDetails(options.cache, { claimId, tenant, owner }, details),
      unread.keepThread({ claimId, tenant, owner }, thread.comments),
    ]);
    return {
      comments: thread.comments,
      status: { code: details.status.status_code, displayName: details.status.display_name ?? null },
    };
  }

  const watchers = new ClaimWatchers({
    intervalMs: options.pollIntervalMs,
    read,
    classify,
    onTransientFailure: (key, error) =>
      log.warn({ claimId: key.claimId, err: error }, 'claim watch read failed; polling more slowly'),
  });

  return { watchers, unread, refreshing };
}

export type ChatHub = ReturnType<typeof createChatHub>;
