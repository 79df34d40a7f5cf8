import { Writable } from 'node:stream';

/** A stream for a pino logger that keeps each JSON line it writes, parsed, in `lines`. */
export function logLineCollector() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, stream };
}
