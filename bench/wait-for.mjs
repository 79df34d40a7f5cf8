/**
 * Waits until a server answers at `url` the way `ready` accepts (by default a 2xx), asking every 100 ms for at
 * most `attempts` tries; throws when it never does.
 */
export async function waitFor(url, { ready = (response) => response.ok, attempts = 300 } = {}) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const up = await fetch(url).then(ready, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}
