import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';

/** Where the mock serves stored bytes: signed upload URLs and served file URLs start with it. */
export const STORAGE_PREFIX = '/__storage/';

/** Object keys are lower-case path segments: letters, digits, '.', '_' and '-', never '..'. */
const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').includes('..');
}

/**
 * The mock's "bucket": uploaded bytes on disk under `<dataDir>/storage/<key>`. Without a data folder (tests
 * that do not care) it uses a fresh temporary folder, created on first write.
 */
export class FileStorage {
  private root: string | undefined;

  constructor(private readonly dataDir?: string) {}

  private storageRoot(): string {
    this.root ??= this.dataDir
      ? resolve(this.dataDir, 'storage')
      : join(mkdtempSync(join(tmpdir(), 'mock-upstream-')), 'storage');
    return this.root;
  }

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key ${key}`);
    const root = this.storageRoot();
    const path = resolve(root, key);
    if (!path.startsWith(root + sep)) throw new Error(`Storage key ${key} leaves the storage folder`);
    return path;
  }

  write(key: string, bytes: Buffer): void {
    const path = this.pathOf(key);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
  }

  read(key: string): Buffer | undefined {
    if (!isStorageKey(key)) return undefined;
    try {
      return readFileSync(this.pathOf(key));
    } catch {
      return undefined;
    }
  }

  /** Deletes every stored file (a tenant that ends takes its files with it). */
  removeAll(): void {
    if (this.root === undefined) return;
    rmSync(this.dataDir ? this.root : dirname(this.root), { recursive: true, force: true });
    this.root = undefined;
  }

  /** Where a key lives on disk (for tests and QA). */
  locate(key: string): string {
    return this.pathOf(key);
  }
}
