/**
 * A minimal tRPC-over-HTTP caller with a cookie jar, so tests see exactly what a browser would:
 * status codes, Set-Cookie headers and the JSON error shape.
 */
export interface TrpcResult {
  status: number;
  data?: unknown;
  error?: {
    message: string;
    data: {
      code: string;
      errorKey: string;
      serverMessage: string | null;
      fieldProblems: Record<string, string> | null;
      serverCode?: string | null;
    };
  };
  setCookie: string[];
}

export function createTrpcHttp(baseUrl: string) {
  const jar = new Map<string, string>();

  function remember(response: Response) {
    const setCookie = response.headers.getSetCookie();
    for (const line of setCookie) {
      const [pair = ''] = line.split(';');
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    return setCookie;
  }

  function cookieHeader() {
    return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async function toResult(response: Response): Promise<TrpcResult> {
    const setCookie = remember(response);
    const body = (await response.json()) as { result?: { data: unknown }; error?: TrpcResult['error'] };
    return { status: response.status, data: body.result?.data, error: body.error, setCookie };
  }

  return {
    jar,
    async query(path: string, input?: unknown, headers: Record<string, string> = {}): Promise<TrpcResult> {
      const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      const response = await fetch(`${baseUrl}/trpc/${path}${search}`, {
        headers: { cookie: cookieHeader(), ...headers },
      });
      return toResult(response);
    },
    async mutate(path: string, input?: unknown, headers: Record<string, string> = { 'x-portal-csrf': '1' }) {
      const response = await fetch(`${baseUrl}/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: cookieHeader(), ...headers },
        body: JSON.stringify(input ?? null),
      });
      return toResult(response);
    },
  };
}
