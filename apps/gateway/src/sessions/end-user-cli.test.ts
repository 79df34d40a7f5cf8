import { describe, expect, it } from 'vitest';
import { readEnv } from '../env.ts';
import { main } from './end-user-cli.ts';

async function run(args: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, {
    env: () => readEnv({ LOG_LEVEL: 'silent', ...env }),
    stdout: { write: (text: string) => out.push(text) },
    stderr: { write: (text: string) => err.push(text) },
  });
  return { code, out: out.join(''), err: err.join('') };
}

describe('sessions:end-user', () => {
  it('refuses without REDIS_URL and says why: another process cannot reach in-memory sessions', async () => {
    const result = await run(['--user', 'usr_1']);
    expect(result.code).toBe(2);
    expect(result.out).toBe('');
    expect(result.err).toContain('REDIS_URL is not set');
    expect(result.err).toContain('cannot reach');
  });

  it('asks for exactly one of --user and --phone, and a phone in international digits', async () => {
    for (const args of [
      [],
      ['--user', 'a', '--phone', '6281200000001'],
      ['--phone', '0812-abc'],
      ['--who', 'x'],
    ]) {
      const result = await run(args, { REDIS_URL: 'redis://127.0.0.1:1' });
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.err).toContain('Usage: npm run sessions:end-user');
    }
  });

  it('says so when Redis cannot be reached', async () => {
    const result = await run(['--phone', '+62 812-0000-0001'], { REDIS_URL: 'redis://127.0.0.1:1' });
    expect(result.code).toBe(2);
    expect(result.err).toContain('REDIS_URL: connection refused at 127.0.0.1:1');
  });
});
