import { describe, expect, it } from 'vitest';
import type { SignedInSession } from '../src/routers/sessions.ts';
import { createSessionCodec } from '../src/session.ts';
import { changePhone } from './phone-change.ts';
import { DEMO, stackPerTest } from './stack.ts';
import { createTrpcHttp } from './trpc-http.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Logs the demo user in as a browser with `userAgent` would, with any extra headers a proxy adds. */
async function loginAs(baseUrl: string, userAgent: string, proxyHeaders: Record<string, string> = {}) {
  const client = createTrpcHttp(baseUrl);
  const headers = { 'x-portal-csrf': '1', 'user-agent': userAgent, ...proxyHeaders };
  const sent = await client.mutate(
    'auth.sendOtp',
    { countryCode: DEMO.countryCode, phone: DEMO.phone, medium: 'sms', languageCode: 'id' },
    headers,
  );
  const { operationId, phone } = sent.data as { operationId: string; phone: string };
  const verified = await client.mutate('auth.verifyOtp', { operationId, phone, otp: DEMO.code }, headers);
  expect(verified.status, JSON.stringify(verified.error)).toBe(200);
  return client;
}

async function listOf(client: ReturnType<typeof createTrpcHttp>) {
  const answer = await client.query('sessions.list');
  expect(answer.status, JSON.stringify(answer.error)).toBe(200);
  return answer.data as SignedInSession[];
}

describe('signed-in sessions (decision record 0039)', () => {
  const stacks = stackPerTest();

  it('lists each session with its device in parts, first and last seen, and this device first', async () => {
    const { baseUrl } = await stacks.start();
    const phone = await loginAs(baseUrl, ANDROID_CHROME);
    const laptop = await loginAs(baseUrl, WINDOWS_FIREFOX);

    const seenFromLaptop = await listOf(laptop);
    expect(seenFromLaptop).toHaveLength(2);
    expect(seenFromLaptop[0]).toMatchObject({
      current: true,
      browser: 'Firefox',
      os: 'Windows',
      deviceKind: 'desktop',
    });
    expect(seenFromLaptop[1]).toMatchObject({
      current: false,
      browser: 'Chrome',
      os: 'Android',
      deviceKind: 'mobile',
    });
    // No trusted proxy named a country: no place is made up.
    expect(seenFromLaptop.map((session) => session.country)).toEqual([null, null]);
    for (const session of seenFromLaptop) {
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.firstSeenAt));
      expect(session.id).toMatch(/^[\w-]{22}$/);
    }

    const seenFromPhone = await listOf(phone);
    expect(seenFromPhone.map((session) => [session.browser, session.current])).toEqual([
      ['Chrome', true],
      ['Firefox', false],
    ]);
    // The page gets an opaque id and what it shows: no session id, no token.
    expect(Object.keys(seenFromLaptop[0] ?? {}).sort()).toEqual(
      ['browser', 'country', 'current', 'deviceKind', 'firstSeenAt', 'id', 'lastSeenAt', 'os'].sort(),
    );
  });

  it('ends another session: that browser is refused at once and the list no longer has it', async () => {
    const { baseUrl } = await stacks.start();
    const phone = await loginAs(baseUrl, ANDROID_CHROME);
    const laptop = await loginAs(baseUrl, WINDOWS_FIREFOX);
    const other = (await listOf(laptop)).find((session) => !session.current);

    const ended = await laptop.mutate('sessions.end', { id: other?.id });
    expect(ended.status, JSON.stringify(ended.error)).toBe(200);
    const refused = await phone.query('policies.list', { tab: 'all', offset: 0, limit: 10 });
    expect(refused.status).toBe(401);
    expect((await listOf(laptop)).map((session) => session.browser)).toEqual(['Firefox']);

    // Ending it again: it is not there any more, said in the catalogue's words.
    const again = await laptop.mutate('sessions.end', { id: other?.id });
    expect(again.status).toBe(404);
    expect(again.error?.data.errorKey).toBe('session_not_found');
  });

  it('renews last seen as the cookie is renewed (at most once a minute), not on every request', async () => {
    const secret = 'signed-in-sessions-test-secret-0123456789';
    const { baseUrl } = await stacks.start(undefined, { SESSION_SECRET: secret });
    const laptop = await loginAs(baseUrl, WINDOWS_FIREFOX);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await laptop.query('policies.list', { tab: 'all', offset: 0, limit: 10 });
    const [before] = await listOf(laptop);
    expect(before?.lastSeenAt).toBe(before?.firstSeenAt);

    // The same session, last renewed two minutes ago: this request renews the cookie, and the list follows.
    const codec = createSessionCodec(secret);
    const [[name, sealed] = ['', '']] = [...laptop.jar];
    const session = codec.open(decodeURIComponent(sealed));
    if (!session) throw new Error('the cookie does not open with the test secret');
    const renewing = createTrpcHttp(baseUrl);
    renewing.jar.set(name, codec.seal({ ...session, seenAt: Date.now() - 2 * 60_000 }));
    const [after] = await listOf(renewing);
    expect(after?.id).toBe(before?.id);
    expect(Date.parse(after?.lastSeenAt ?? '')).toBeGreaterThan(Date.parse(before?.firstSeenAt ?? ''));
  });

  it('refuses to end this device by id (logout does that), and keeps it', async () => {
    const { baseUrl } = await stacks.start();
    const laptop = await loginAs(baseUrl, WINDOWS_FIREFOX);
    const [current] = await listOf(laptop);
    const refused = await laptop.mutate('sessions.end', { id: current?.id });
    expect(refused.status).toBe(400);
    expect((await listOf(laptop)).map((session) => session.current)).toEqual([true]);
  });

  it('ends every other session and keeps this one', async () => {
    const { baseUrl } = await stacks.start();
    const others = [await loginAs(baseUrl, ANDROID_CHROME), await loginAs(baseUrl, ANDROID_CHROME)];
    const laptop = await loginAs(baseUrl, WINDOWS_FIREFOX);
    const ended = await laptop.mutate('sessions.endOthers');
    expect(ended.data).toEqual({ ended: 2 });
    for (const client of others) expect((await client.query('sessions.list')).status).toBe(401);
    expect((await listOf(laptop)).map((session) => session.current)).toEqual([true]);
  });

  it('takes a session off the list at logout and at a phone change', async () => {
    const { baseUrl, mockUrl } = await stacks.start();
    const phone = await loginAs(baseUrl, ANDROID_CHROME);
    const laptop = await loginAs(baseUrl, WINDOWS_FIREFOX);
    expect((await phone.mutate('auth.logout')).status).toBe(200);
    expect((await listOf(laptop)).map((session) => session.browser)).toEqual(['Firefox']);

    const tablet = await loginAs(baseUrl, ANDROID_CHROME);
    expect(await listOf(tablet)).toHaveLength(2);
    expect((await changePhone(laptop, mockUrl)).status).toBe(200);
    // Every session of the user ended with the change; a new login starts a list of one.
    const fresh = await loginAs(baseUrl, ANDROID_CHROME);
    expect((await listOf(fresh)).map((session) => session.current)).toEqual([true]);
  });

  it('shows the country only when a trusted proxy names it', async () => {
    const trusted = await stacks.start(undefined, {
      TRUSTED_PROXIES: 'loopback',
      CLIENT_COUNTRY_HEADER: 'cf-ipcountry',
    });
    const viaProxy = await loginAs(trusted.baseUrl, ANDROID_CHROME, { 'cf-ipcountry': 'th' });
    await loginAs(trusted.baseUrl, ANDROID_CHROME, { 'cf-ipcountry': 'XX' });
    expect((await listOf(viaProxy)).map((session) => session.country)).toEqual(['TH', null]);

    // The same header from a client no proxy list names is anyone's word: not shown.
    const untrusted = await stacks.start(undefined, { CLIENT_COUNTRY_HEADER: 'cf-ipcountry' });
    const direct = await loginAs(untrusted.baseUrl, ANDROID_CHROME, { 'cf-ipcountry': 'TH' });
    expect((await listOf(direct)).map((session) => session.country)).toEqual([null]);
  });
});
