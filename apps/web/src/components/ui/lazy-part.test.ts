import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyChunk, retryFailedChunks } from './lazy-part.tsx';

afterEach(() => {
  vi.useRealTimers();
});

/** A download that fails `failures` times, then gives `value`; counts its calls. */
function flakyLoad<T>(failures: number, value: T) {
  let calls = 0;
  const load = () => {
    calls += 1;
    return calls <= failures ? Promise.reject(new Error(`failed fetch ${calls}`)) : Promise.resolve(value);
  };
  return { load, calls: () => calls };
}

describe('lazyChunk', () => {
  it('downloads once, however often it is asked, and keeps what it got', async () => {
    const download = flakyLoad(0, 'part');
    const chunk = lazyChunk(download.load, (module) => module);
    expect(chunk.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([chunk.preload(), chunk.preload()]);
    expect([first, second]).toEqual(['part', 'part']);
    await chunk.preload();
    expect(chunk.loaded()).toBe('part');
    expect(download.calls()).toBe(1);
  });

  it('tries a failed download again on its own before it gives up', async () => {
    vi.useFakeTimers();
    const download = flakyLoad(2, 'part');
    const chunk = lazyChunk(download.load, (module) => module);
    const loading = chunk.preload();
    await vi.runAllTimersAsync();
    await expect(loading).resolves.toBe('part');
    expect(download.calls()).toBe(3);
  });

  it('after three failed tries it fails; a render keeps the failure, a retry or a new intent downloads anew', async () => {
    vi.useFakeTimers();
    const download = flakyLoad(3, 'part');
    const chunk = lazyChunk(download.load, (module) => module);
    const loading = chunk.preload();
    const outcome = expect(loading).rejects.toThrow('failed fetch 3');
    await vi.runAllTimersAsync();
    await outcome;
    expect(chunk.loaded()).toBeUndefined();
    await expect(chunk.current()).rejects.toThrow('failed fetch 3');
    expect(download.calls()).toBe(3);
    retryFailedChunks();
    await expect(chunk.current()).resolves.toBe('part');
    expect(download.calls()).toBe(4);
  });

  it('an intent after a failure starts a new download', async () => {
    vi.useFakeTimers();
    const download = flakyLoad(3, 'part');
    const chunk = lazyChunk(download.load, (module) => module);
    const outcome = expect(chunk.preload()).rejects.toThrow('failed fetch 3');
    await vi.runAllTimersAsync();
    await outcome;
    await expect(chunk.preload()).resolves.toBe('part');
    expect(download.calls()).toBe(4);
  });
});
