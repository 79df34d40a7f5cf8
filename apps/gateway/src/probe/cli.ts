import { mkdir, stat, writeFile } from 'node:fs/promises';
import { resolve, join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { catalogue } from '@portal/contracts/catalogue';
import { InternationalPhone } from '@portal/contracts/entities/auth';
import { readProbeEnv } from '../env.ts';
import type { WriteEndpointId } from './plan.ts';
import { exitCodeOf, summarise, toJsonReport, toMarkdownReport, type FailOn } from './report.ts';
import { ProbeAbort, runProbe, type ProbeOptions } from './run.ts';

const USAGE = `Usage: npm run probe:broker -- --url <broker base URL> (--phone <digits> [--otp <code>] | --token <bearer>) [options]

Signs in with a test account, calls every read-only endpoint of the catalogue it can reach, checks each answer
against the contract and writes a report (Markdown and JSON).

  --url <url>             The broker's base URL, e.g. https://broker.example.com
  --phone <digits>        Sign in by OTP: the phone in international form without '+', e.g. 6281200000001
  --otp <code>            The code, for scripts; without it the probe asks for it on the terminal
  --token <bearer>        Sign in with a session token instead (or the BROKER_TOKEN environment variable)
  --max-details <n>       Detail calls per list (default 3)
  --allow-writes <ids>    State-changing calls to make too, comma-separated catalogue ids (e.g. addComments,createClaim)
  --out <dir or name>     Where the report goes: a directory gets probe-report.md and .json; a name gets <name>.md
                          and <name>.json (default: probe-report in the working directory)
  --fail-on <drift|breaking>  Exit 1 on any drift (default), or only on drift that breaks the portal
  --timeout-ms <ms>       Per call (default 15000)

Exit codes: 0 no drift, 1 drift found, 2 the probe could not run or finish (bad options, broker unreachable or
stopped answering, login refused).`;

/** What the CLI reads and writes, so a test can run it as a user does and see what the user sees. */
export interface CliIo {
  /** BROKER_TOKEN: a session token instead of `--token`. */
  brokerToken: string | undefined;
  /** Where relative paths start: npm's INIT_CWD (the directory `npm run` was started in) or the process's. */
  cwd: string;
  stdin: NodeJS.ReadableStream;
  stdout: { write: (text: string) => unknown };
  stderr: { write: (text: string) => unknown };
}

class UsageError extends Error {}

function readArgs(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        url: { type: 'string' },
        phone: { type: 'string' },
        otp: { type: 'string' },
        token: { type: 'string' },
        'max-details': { type: 'string' },
        'allow-writes': { type: 'string' },
        out: { type: 'string' },
        'fail-on': { type: 'string' },
        'timeout-ms': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new UsageError(`--${name} must be a whole number from 1`);
  return number;
}

function writeIds(value: string | undefined): WriteEndpointId[] {
  if (value === undefined) return [];
  const ids = value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const known = catalogue as Record<string, { effect: string } | undefined>;
  const unknown = ids.filter((id) => known[id] === undefined);
  if (unknown.length > 0)
    throw new UsageError(`--allow-writes names no catalogue endpoint: ${unknown.join(', ')}`);
  const reads = ids.filter((id) => known[id]?.effect === 'read');
  if (reads.length > 0) {
    throw new UsageError(
      `--allow-writes takes state-changing endpoints; these only read: ${reads.join(', ')}`,
    );
  }
  return [...new Set(ids)] as WriteEndpointId[];
}

/** `--out`: a directory (existing, or written with a trailing slash) or a base name; `.md`/`.json` dropped. */
async function reportPaths(out: string | undefined, cwd: string): Promise<{ md: string; json: string }> {
  const target = resolve(cwd, out ?? 'probe-report');
  const isDirectory =
    out !== undefined &&
    (/[\\/]$/.test(out) ||
      (await stat(target).then(
        (info) => info.isDirectory(),
        () => false,
      )));
  const base = isDirectory ? join(target, 'probe-report') : target.replace(/\.(md|json)$/, '');
  await mkdir(isDirectory ? target : resolve(base, '..'), { recursive: true });
  return { md: `${base}.md`, json: `${base}.json` };
}

function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) if (secret.length >= 4) result = result.split(secret).join('[redacted]');
  return result;
}

async function askOnTerminal(io: CliIo, phone: string): Promise<string> {
  const prompt = createInterface({
    input: io.stdin,
    output: io.stderr as NodeJS.WritableStream,
    terminal: false,
  });
  try {
    io.stderr.write(`Code sent to ${phone}: `);
    return await new Promise<string>((done, fail) => {
      prompt.once('line', done);
      prompt.once('close', () => fail(new ProbeAbort('No code was entered')));
    });
  } finally {
    prompt.close();
  }
}

/** Runs the probe as `npm run probe:broker -- …` does; answers the exit code. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const secrets: string[] = [];
  try {
    const args = readArgs(argv);
    if (args.help) {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (!args.url) throw new UsageError('--url is required');
    let url: URL;
    try {
      url = new URL(args.url);
    } catch {
      throw new UsageError(`--url is not a URL: ${args.url}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new UsageError('--url must be http or https');
    const failOn = (args['fail-on'] ?? 'drift') as FailOn;
    if (failOn !== 'drift' && failOn !== 'breaking')
      throw new UsageError('--fail-on takes drift or breaking');
    const token = args.token ?? io.brokerToken;
    if (args.otp) secrets.push(args.otp);
    if (token) secrets.push(token);
    let login: ProbeOptions['login'];
    if (args.phone !== undefined) {
      if (!InternationalPhone.safeParse(args.phone).success) {
        throw new UsageError(
          '--phone takes the international number as digits without +, e.g. 6281200000001',
        );
      }
      const otp = args.otp;
      const phone = args.phone;
      login = { kind: 'otp', phone, askCode: () => (otp ? Promise.resolve(otp) : askOnTerminal(io, phone)) };
    } else if (token) {
      login = { kind: 'token', token };
    } else {
      throw new UsageError('Sign in with --phone (OTP) or --token (or BROKER_TOKEN)');
    }
    const options: ProbeOptions = {
      baseUrl: url.href.replace(/\/$/, ''),
      login,
      maxDetails: positiveInteger('max-details', args['max-details'], 3),
      allowWrites: writeIds(args['allow-writes']),
      timeoutMs: positiveInteger('timeout-ms', args['timeout-ms'], 15_000),
      secrets,
    };
    const paths = await reportPaths(args.out, io.cwd);

    io.stderr.write(`Probing ${options.baseUrl} …\n`);
    const result = await runProbe(options);
    const summary = summarise(result);
    await writeFile(paths.md, redact(toMarkdownReport(result, summary), secrets));
    await writeFile(paths.json, redact(toJsonReport(result, summary), secrets));
    const code = result.stoppedEarly ? 2 : exitCodeOf(summary, failOn);
    if (result.stoppedEarly) io.stderr.write(`The probe could not finish: ${result.stoppedEarly}\n`);
    io.stdout.write(
      `${summary.reached} endpoints reached, ${summary.notReached} not reached; ` +
        `${summary.drifts} drifts (${summary.breakingDrifts} breaking the portal)` +
        `${summary.errorAnswers > 0 ? `; ${summary.errorAnswers} calls answered with a status other than the contract's success` : ''}.\n` +
        `Report: ${paths.md}\n        ${paths.json}\n`,
    );
    return code;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    if (error instanceof ProbeAbort) {
      io.stderr.write(`The probe could not run: ${redact(error.message, secrets)}\n`);
      return 2;
    }
    io.stderr.write(`The probe could not run: ${redact(String((error as Error).stack ?? error), secrets)}\n`);
    return 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = readProbeEnv();
  main(process.argv.slice(2), {
    brokerToken: env.brokerToken,
    cwd: env.cwd,
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`The probe could not run: ${String(error)}\n`);
      process.exitCode = 2;
    },
  );
}
