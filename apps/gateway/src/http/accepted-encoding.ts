/** The encoding to send of those a file has, by the request's Accept-Encoding (q=0 refuses one). */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const token of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = token.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*') ?? 0;
  for (const encoding of ['br', 'gzip'] as const)
    if ((accepted.get(encoding) ?? wildcard) > 0) return encoding;
  return null;
}
