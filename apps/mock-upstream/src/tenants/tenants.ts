import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { QaControls } from '../admin/qa-controls.ts';
import { MockHttpError } from '../http/mock-error.ts';
import { MockStore } from '../store/mock-store.ts';
import type { SeedName } from '../store/named-seeds.ts';

/** The request header that names the caller's tenant, on broker calls and on `/__admin` calls alike. */
export const TENANT_HEADER = 'x-mock-tenant';
/** The tenant of every call without the header: the mock as it was before tenants existed. */
export const DEFAULT_TENANT = 'default';
export const TENANT_NAME = /^[a-z0-9-]{1,40}$/;

export const DEFAULT_TENANT_LIMIT = 64;
export const DEFAULT_TENANT_IDLE_MS = 30 * 60 * 1000;

/** A scenario file's name: the file is `<name>.json` in the scenario folder (MOCK_SCENARIO_DIR). */
export const SCENARIO_NAME = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** A scenario file read and checked, ready to load into a tenant (tenants/scenario-files.ts makes them). */
export interface ScenarioSource {
  name: string;
  seed: SeedName;
  /** Replaces the tenant's broker state, switches and faults with the file's; its sessions end. */
  loadInto(tenant: Tenant): void;
}

export function tenantNameProblem(name: string): string | undefined {
  return TENANT_NAME.test(name)
    ? undefined
    : `Tenant name "${name.slice(0, 60)}" must be 1–40 characters of a-z, 0-9 and "-"`;
}

/**
 * One isolated copy of the fake broker: its own state (users, policies, claims, sessions, OTP codes, switches),
 * its own faults, stubs and journal, and its own folder of uploaded files.
 */
export class Tenant {
  readonly store: MockStore;
  readonly qa = new QaControls();
  readonly createdAt: Date;
  lastUsedAt: Date;
  /** Where the state came from at the last reset: a named seed, a scenario file or an imported document. */
  origin:
    | { seed: SeedName }
    | { scenario: string }
    | { import: { seed: SeedName; description: string | null } }
    | { replayFile: string };

  constructor(
    readonly name: string,
    seed: SeedName,
    readonly dataDir: string | undefined,
    now: Date,
  ) {
    this.store = new MockStore(seed, { dataDir });
    this.createdAt = now;
    this.lastUsedAt = now;
    this.origin = { seed };
  }

  /** Back to a named seed: broker state, faults, stubs, journal and switches all start again. */
  reset(seed: SeedName): void {
    this.store.reset(seed);
    this.qa.reset();
    this.origin = { seed };
  }

  /** Loads a scenario file: its state, switches and faults; the journal is cleared and sessions end. */
  load(source: ScenarioSource): void {
    source.loadInto(this);
    this.origin = { scenario: source.name };
  }

  startFrom(source: SeedName | ScenarioSource): void {
    if (typeof source === 'string') this.reset(source);
    else this.load(source);
  }
}

export interface TenantRegistryOptions {
  /** Seed of the default tenant and of tenants created on first use. */
  seed?: SeedName | undefined;
  /** Uploaded files: the default tenant under `<dataDir>/storage`, others under `<dataDir>/tenants/<name>/storage`. */
  dataDir?: string | undefined;
  /** Most tenants alive at once, the default one included. */
  limit?: number;
  /** A tenant nobody called for this long ends (the default tenant never does). */
  idleMs?: number;
  now?: () => Date;
}

export interface TenantSummary {
  name: string;
  origin: Tenant['origin'];
  createdAt: string;
  lastUsedAt: string;
  /** When it ends if nobody calls it; null for the default tenant. */
  idleEndsAt: string | null;
  counts: ReturnType<MockStore['counts']> & { faults: number; journal: number; stubs: number };
}

/**
 * The tenants of one mock. A tenant is created from the default seed the first time its name is used, or
 * explicitly (`PUT /__admin/tenants/:name`); it ends on request or after `idleMs` without a call, and at most
 * `limit` live at once, so a mock shared by many suites keeps a bounded memory.
 */
export class TenantRegistry {
  private readonly tenants = new Map<string, Tenant>();
  readonly seed: SeedName;
  readonly limit: number;
  readonly idleMs: number;
  private readonly dataDir: string | undefined;
  private readonly now: () => Date;

  constructor(options: TenantRegistryOptions = {}) {
    this.seed = options.seed ?? 'default';
    this.limit = options.limit ?? DEFAULT_TENANT_LIMIT;
    this.idleMs = options.idleMs ?? DEFAULT_TENANT_IDLE_MS;
    this.dataDir = options.dataDir;
    this.now = options.now ?? (() => new Date());
    this.tenants.set(DEFAULT_TENANT, new Tenant(DEFAULT_TENANT, this.seed, this.dataDir, this.now()));
  }

  get size(): number {
    return this.tenants.size;
  }

  get default(): Tenant {
    return this.tenants.get(DEFAULT_TENANT)!;
  }

  /** The named tenant, created from the default seed on first use; touching it keeps it alive. */
  resolve(name: string = DEFAULT_TENANT): Tenant {
    const found = this.tenants.get(name);
    if (found) {
      found.lastUsedAt = this.now();
      return found;
    }
    return this.create(name, this.seed);
  }

  find(name: string): Tenant | undefined {
    return this.tenants.get(name);
  }

  /** A new tenant (or the existing one, reset) from a named seed or a scenario file. */
  create(name: string, source: SeedName | ScenarioSource): Tenant {
    const existing = this.tenants.get(name);
    if (existing) {
      existing.startFrom(source);
      existing.lastUsedAt = this.now();
      return existing;
    }
    this.endIdle();
    if (this.tenants.size >= this.limit) {
      throw new MockHttpError(429, {
        error:
          `Too many tenants: ${this.limit} are alive (MOCK_TENANT_LIMIT). End one with ` +
          `DELETE /__admin/tenants/<name>, or wait until one has been idle for ${Math.round(this.idleMs / 1000)} s`,
        code: 'tenant_limit',
      });
    }
    const seed = typeof source === 'string' ? source : source.seed;
    const tenant = new Tenant(name, seed, this.tenantDataDir(name), this.now());
    if (typeof source !== 'string') tenant.load(source);
    this.tenants.set(name, tenant);
    return tenant;
  }

  /** Ends a tenant: its state, journal and uploaded files are gone. The default tenant is reset instead. */
  end(name: string): boolean {
    const tenant = this.tenants.get(name);
    if (!tenant) return false;
    if (name === DEFAULT_TENANT) {
      tenant.reset(this.seed);
      return true;
    }
    this.tenants.delete(name);
    tenant.store.files.removeAll();
    return true;
  }

  /** Ends every tenant idle for longer than `idleMs`; returns their names. */
  endIdle(): string[] {
    const cutoff = this.now().getTime() - this.idleMs;
    const ended: string[] = [];
    for (const [name, tenant] of this.tenants) {
      if (name === DEFAULT_TENANT || tenant.lastUsedAt.getTime() > cutoff) continue;
      this.end(name);
      ended.push(name);
    }
    return ended;
  }

  list(): TenantSummary[] {
    return [...this.tenants.values()].map((tenant) => this.summary(tenant));
  }

  summary(tenant: Tenant): TenantSummary {
    return {
      name: tenant.name,
      origin: tenant.origin,
      createdAt: tenant.createdAt.toISOString(),
      lastUsedAt: tenant.lastUsedAt.toISOString(),
      idleEndsAt:
        tenant.name === DEFAULT_TENANT
          ? null
          : new Date(tenant.lastUsedAt.getTime() + this.idleMs).toISOString(),
      counts: {
        ...tenant.store.counts(),
        faults: tenant.qa.faults.size,
        journal: tenant.qa.journal.size,
        stubs: tenant.qa.stubs.size,
      },
    };
  }

  /** Ends every tenant but the default one and removes their files (the mock is closing). */
  close(): void {
    for (const name of [...this.tenants.keys()]) if (name !== DEFAULT_TENANT) this.end(name);
    if (this.dataDir) rmSync(resolve(this.dataDir, 'tenants'), { recursive: true, force: true });
  }

  private tenantDataDir(name: string): string | undefined {
    return this.dataDir ? resolve(this.dataDir, 'tenants', name) : undefined;
  }
}
