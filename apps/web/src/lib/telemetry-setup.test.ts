import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Telemetry } from './telemetry.ts';

/** The telemetry code as the page downloads it: what it was told, in order, once it is here. */
const downloaded = vi.hoisted(() => ({ count: 0, told: [] as string[] }));

vi.mock('./telemetry.ts', () => ({
  createTelemetry: (): Partial<Telemetry> => {
    downloaded.count += 1;
    return {
      configure: () => downloaded.told.push('configure'),
      disable: () => downloaded.told.push('disable'),
      pageView: (locale: string) => downloaded.told.push(`page view (${locale})`),
      reportError: (error: unknown) => downloaded.told.push(`error: ${(error as Error).message}`),
    };
  },
  startGoogleTagManager: () => [],
}));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A router that shows one page: its listener is the page view of the first page shown. */
function onePage() {
  const shown: (() => void)[] = [];
  return {
    pages: {
      currentRoute: () => '/claimdetail/$id',
      onPageShown: (listener: () => void) => shown.push(listener),
    },
    show: () => shown.forEach((listener) => listener()),
  };
}

beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('window', globalThis);
  downloaded.count = 0;
  downloaded.told = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('telemetry started after the first paint', () => {
  it('holds what it is told until the page is painted, then tells it in order', async () => {
    const { startTelemetry, telemetry } = await import('./telemetry-setup.ts');
    const page = onePage();
    let painted: () => void = () => undefined;
    startTelemetry(
      page.pages,
      () => new Promise(() => undefined),
      new Promise((resolve) => (painted = resolve)),
    );
    page.show();
    telemetry.configure({ errorReporting: null, tagManager: null } as never);
    await flush();
    expect(downloaded.count).toBe(0);

    painted();
    await vi.waitFor(() => expect(downloaded.count).toBe(1));
    expect(downloaded.told).toEqual(['page view (id)', 'configure']);
  });

  it('an error reported before the page is painted starts the download at once, with what was held', async () => {
    const { startTelemetry, telemetry } = await import('./telemetry-setup.ts');
    const page = onePage();
    // A page that fails before React draws it is never painted.
    startTelemetry(page.pages, () => new Promise(() => undefined), new Promise(() => undefined));
    page.show();
    await flush();
    expect(downloaded.count).toBe(0);

    telemetry.reportError(new Error('the app did not start'), { source: 'error-boundary' });
    await vi.waitFor(() => expect(downloaded.count).toBe(1));
    expect(downloaded.told).toEqual(['page view (id)', 'error: the app did not start']);
  });
});
