import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Modules read again as copies of their own, for one root module: what `root` imports, and what those copies
 * import in turn, is loaded under `<id><suffix>` when `copied(id)` says so, and is the module as it was
 * everywhere else. Rolldown places a module in one chunk, whole, and a module two entries use goes in a chunk
 * both load; a copy is a module of its own, so it goes where its root goes, tree-shaken to what the root uses.
 *
 * A copy keeps its own state (a module-level `let` is two variables), so `copied` must leave shared whatever
 * both sides must see as one: a copy reached from the root's side and the original reached from the other
 * would not know each other.
 */
export function ownCopies(options: {
  name: string;
  /** The module whose imports are copies (an absolute path, as Vite resolves it). */
  root: string;
  /** Added to a copy's id: a query (`?…`), so the file read is still the module's own. */
  suffix: `?${string}`;
  /** Whether the module resolved at `id` (an absolute path) is copied. */
  copied: (id: string) => boolean;
}): Plugin {
  const { name, root, suffix, copied } = options;
  return {
    name,
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, resolveOptions) {
      if (!importer || (importer !== root && !importer.endsWith(suffix))) return null;
      const from = importer.endsWith(suffix) ? importer.slice(0, -suffix.length) : importer;
      const resolved = await this.resolve(source, from, { ...resolveOptions, skipSelf: true });
      // A plugin's virtual module (`\0…`) or a module read with a query of its own is left as it is.
      const plain =
        resolved && !resolved.external && !resolved.id.startsWith('\0') && !resolved.id.includes('?');
      if (!plain || !copied(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${suffix}` };
    },
    // After the other plugins' own loading (a message module's stub): the file as it is, for the rest.
    load: {
      order: 'post',
      handler: (id) => (id.endsWith(suffix) ? readFileSync(id.slice(0, -suffix.length), 'utf8') : null),
    },
  };
}
