import { compilePathPattern } from '../admin/path-pattern.ts';
import { RecordingLog } from './recording-log.ts';
import type { Recording } from './recording-schema.ts';
import { Replay } from './replay.ts';

/** How a tenant's proxy is set (`PUT /__admin/proxy`, or MOCK_PROXY_* for the default tenant). */
export interface ProxySettings {
  /** The broker's base URL, without a trailing slash. */
  url: string;
  /** Path patterns of the calls forwarded; null: every catalogue and storage call. */
  paths: string[] | null;
  record: boolean;
  /** Where the recording is written as it grows (MOCK_RECORD_FILE, default tenant only). */
  recordFile?: string | undefined;
}

interface ActiveProxy {
  settings: ProxySettings;
  patterns: RegExp[] | null;
  forwarded: number;
  unreachable: number;
}

/**
 * Where a tenant's catalogue and storage calls are answered from, besides its faults and stubs: the mock's
 * handlers (off), the broker (proxy, maybe recording), or a recording (replay). One mode at a time: setting a
 * proxy ends a replay, loading a recording ends the proxy.
 */
export class TenantRelay {
  private proxy: ActiveProxy | null = null;
  private log: RecordingLog | null = null;
  private replaying: Replay | null = null;

  get mode(): 'off' | 'proxy' | 'replay' {
    if (this.replaying) return 'replay';
    return this.proxy ? 'proxy' : 'off';
  }

  get replay(): Replay | null {
    return this.replaying;
  }

  get recorder(): RecordingLog | null {
    return this.proxy?.settings.record ? this.log : null;
  }

  setProxy(settings: ProxySettings): void {
    this.replaying = null;
    this.proxy = {
      settings,
      patterns: settings.paths && settings.paths.map((path) => compilePathPattern(path)),
      forwarded: 0,
      unreachable: 0,
    };
    // A recording in progress goes on (DELETE /__admin/recording starts a new one).
    if (
      settings.record &&
      (!this.log || this.log.broker !== settings.url || this.log.file !== settings.recordFile)
    ) {
      this.log = new RecordingLog(settings.url, settings.recordFile);
    }
  }

  /** The mock answers again; a recording made stays readable until it is cleared or the tenant is reset. */
  clearProxy(): void {
    this.proxy = null;
  }

  /** The broker base URL a call of this method and path goes to, or undefined when the mock answers it. */
  brokerFor(path: string): string | undefined {
    const { proxy } = this;
    if (!proxy) return undefined;
    if (proxy.patterns && !proxy.patterns.some((pattern) => pattern.test(path))) return undefined;
    return proxy.settings.url;
  }

  counted(reached: boolean): void {
    if (!this.proxy) return;
    if (reached) this.proxy.forwarded += 1;
    else this.proxy.unreachable += 1;
  }

  replayFrom(recording: Recording): void {
    this.proxy = null;
    this.log = null;
    this.replaying = new Replay(recording);
  }

  /** The recording so far (record) or the one replayed, with what each exchange answered; null when none. */
  recording(): Recording | null {
    if (this.replaying) return this.replaying.progress();
    return this.log ? this.log.recording() : null;
  }

  /** Forgets the recording: a replay ends, a recording in progress starts again empty. */
  clearRecording(): void {
    this.replaying = null;
    this.log = this.recorder ? new RecordingLog(this.log!.broker, this.log!.file) : null;
  }

  /** A reset or a loaded document: the proxy stays as set, its recording starts again, a replay ends. */
  restart(): void {
    this.clearRecording();
  }

  status() {
    if (this.replaying) {
      const { recording } = this.replaying;
      return {
        mode: 'replay' as const,
        recording: {
          exchanges: recording.exchanges.length,
          used: this.replaying.used,
          unmatched: this.replaying.unmatched,
        },
      };
    }
    if (!this.proxy)
      return { mode: 'off' as const, recording: this.log ? { exchanges: this.log.size } : null };
    const { settings, forwarded, unreachable } = this.proxy;
    return {
      mode: 'proxy' as const,
      url: settings.url,
      paths: settings.paths,
      record: settings.record,
      forwarded,
      unreachable,
      recording: this.log ? { exchanges: this.log.size, file: this.log.file ?? null } : null,
    };
  }
}
