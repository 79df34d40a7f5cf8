import type { Comment } from '@portal/contracts/entities/comment';
import type { ClaimStatusCode } from '@portal/contracts/entities/claim-status';

/** What an open claim page is kept up to date with: the open chat thread and the claim's status. */
export interface ClaimSnapshot {
  comments: Comment[];
  status: { code: ClaimStatusCode; displayName: string | null };
}

/**
 * Whose view of which claim, in which mock tenant: a watcher is shared by every page of one user on one claim.
 * The same claim id (and the same demo user) in two mock tenants are two claims (decision record 0032).
 */
export interface WatchKey {
  /** The mock tenant (QA mode only); null: the default tenant, or the mode is off. */
  tenant: string | null;
  owner: string;
  claimId: string;
}

/**
 * How a failed read is handled: `session` ends the subscribers that hold the token that failed (the user's
 * session is gone), `final` ends every subscriber (the claim is not theirs or no longer there), `transient`
 * keeps polling, more slowly.
 */
export type ReadFailure = 'session' | 'final' | 'transient';

export interface ClaimWatchersOptions {
  intervalMs: number;
  /** Reads the claim as the broker has it now (in the key's tenant), with one of the user's tokens. */
  read: (key: WatchKey, token: string) => Promise<ClaimSnapshot>;
  classify: (error: unknown) => ReadFailure;
  onTransientFailure?: (key: WatchKey, error: unknown) => void;
  /** Slowest poll while the broker keeps failing. */
  maxBackoffMs?: number;
}

/** One text per key, for maps (the chat hub's caches use it too). */
export function watchKeyId(key: WatchKey): string {
  return JSON.stringify([key.tenant, key.owner, key.claimId]);
}

/** A change is what a user would notice: a message added, removed or edited, or another status. */
function signatureOf(snapshot: ClaimSnapshot): string {
  return JSON.stringify([
    snapshot.status.code,
    snapshot.status.displayName,
    snapshot.comments.map((comment) => [comment.id, comment.message, comment.attachment_url]),
  ]);
}

/**
 * One page's stream of snapshots. Only the newest undelivered snapshot is kept: a slow page skips states it
 * never saw instead of queueing them.
 */
export class ClaimSubscription implements AsyncIterable<ClaimSnapshot> {
  private pending: ClaimSnapshot | null = null;
  private ending: { error?: unknown } | null = null;
  private wake: (() => void) | null = null;

  constructor(
    readonly token: string,
    private readonly onClose: (subscription: ClaimSubscription) => void,
  ) {}

  get closed(): boolean {
    return this.ending !== null;
  }

  deliver(snapshot: ClaimSnapshot): void {
    if (this.ending) return;
    this.pending = snapshot;
    this.wake?.();
  }

  /** Ends the stream, with an error the page is told about, or quietly. */
  end(error?: unknown): void {
    if (this.ending) return;
    this.ending = error === undefined ? {} : { error };
    this.onClose(this);
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<ClaimSnapshot> {
    try {
      for (;;) {
        if (this.pending) {
          const snapshot = this.pending;
          this.pending = null;
          yield snapshot;
          continue;
        }
        if (this.ending) {
          if ('error' in this.ending) throw this.ending.error;
          return;
        }
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        this.wake = null;
      }
    } finally {
      this.end();
    }
  }
}

class ClaimWatcher {
  private readonly subscribers = new Set<ClaimSubscription>();
  private last: { snapshot: ClaimSnapshot; signature: string } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private reading = false;
  private readAgain = false;
  private failures = 0;
  stopped = false;

  constructor(
    readonly key: WatchKey,
    private readonly options: ClaimWatchersOptions,
    private readonly onStop: (watcher: ClaimWatcher) => void,
  ) {}

  get size(): number {
    return this.subscribers.size;
  }

  add(token: string): ClaimSubscription {
    const subscription = new ClaimSubscription(token, (closed) => this.remove(closed));
    this.subscribers.add(subscription);
    // A page that joins a running watcher starts from what the others already have.
    if (this.last) subscription.deliver(this.last.snapshot);
    if (!this.timer && !this.reading) void this.tick();
    return subscription;
  }

  /** Reads now rather than at the next interval (after the user sent a message, say). */
  poke(): void {
    if (this.stopped) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    void this.tick();
  }

  endAll(error?: unknown): void {
    for (const subscription of [...this.subscribers]) subscription.end(error);
    this.stop();
  }

  private remove(subscription: ClaimSubscription): void {
    this.subscribers.delete(subscription);
    if (this.subscribers.size === 0) this.stop();
  }

  private stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.onStop(this);
  }

  /** The newest page's token: the one most likely still alive. */
  private token(): string | undefined {
    let token: string | undefined;
    for (const subscription of this.subscribers) token = subscription.token;
    return token;
  }

  private async tick(): Promise<void> {
    this.timer = null;
    const token = this.token();
    if (this.stopped || token === undefined) return;
    this.reading = true;
    try {
      const snapshot = await this.options.read(this.key, token);
      this.failures = 0;
      const signature = signatureOf(snapshot);
      if (signature !== this.last?.signature) {
        this.last = { snapshot, signature };
        for (const subscription of this.subscribers) subscription.deliver(snapshot);
      }
    } catch (error) {
      const failure = this.options.classify(error);
      if (failure === 'final') {
        this.endAll(error);
      } else if (failure === 'session') {
        for (const subscription of [...this.subscribers]) {
          if (subscription.token === token) subscription.end(error);
        }
        // Other sessions of the same user, if any, carry on at once with their own token.
        this.readAgain = this.subscribers.size > 0;
      } else {
        this.failures += 1;
        this.options.onTransientFailure?.(this.key, error);
      }
    } finally {
      this.reading = false;
    }
    if (this.stopped) return;
    if (this.readAgain) {
      this.readAgain = false;
      void this.tick();
      return;
    }
    const maxBackoff = this.options.maxBackoffMs ?? 30_000;
    const delay = Math.min(
      this.options.intervalMs * 2 ** this.failures,
      Math.max(maxBackoff, this.options.intervalMs),
    );
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }
}

/**
 * The gateway's watchers of open claims: one per user and claim however many pages have it open, polling the
 * broker while at least one page listens and fanning each change out to all of them; the last page to leave
 * stops it. Pages of different users never share one (a user's token only reads their own claim).
 */
export class ClaimWatchers {
  private readonly watchers = new Map<string, ClaimWatcher>();

  constructor(private readonly options: ClaimWatchersOptions) {}

  private static id(key: WatchKey): string {
    return watchKeyId(key);
  }

  /** How many claims are being polled right now. */
  get size(): number {
    return this.watchers.size;
  }

  subscribe(key: WatchKey, token: string, signal?: AbortSignal): ClaimSubscription {
    const id = ClaimWatchers.id(key);
    let watcher = this.watchers.get(id);
    if (!watcher) {
      watcher = new ClaimWatcher(key, this.options, (stopped) => {
        if (this.watchers.get(id) === stopped) this.watchers.delete(id);
      });
      this.watchers.set(id, watcher);
    }
    const subscription = watcher.add(token);
    if (signal) {
      if (signal.aborted) subscription.end();
      else signal.addEventListener('abort', () => subscription.end(), { once: true });
    }
    return subscription;
  }

  /** Reads the claim now for everyone who has it open, if anyone does. */
  poke(key: WatchKey): void {
    this.watchers.get(ClaimWatchers.id(key))?.poke();
  }

  /** Ends every stream, with the error the pages are told (the gateway is shutting down), or quietly. */
  closeAll(error?: unknown): void {
    for (const watcher of [...this.watchers.values()]) watcher.endAll(error);
  }
}
