/*
 * The texts of a page's first scripts as one module (decision record 0069): the gateway serves it in place of
 * their packs (apps/gateway/src/http/page-texts.ts), and the size budgets count it as served (.size-limit.mjs).
 * Plain JavaScript, so that both read the one definition.
 */

/** A pack as the build writes it: one exported object of texts (apps/web/message-packs.ts). */
const PACK = /^export default (\{[\s\S]*\});\s*$/;

/**
 * The module: every pack's object, in the order given (a text in two packs is the same text).
 * @param {readonly string[]} sources the packs' sources
 * @returns {string}
 */
export function composePageTexts(sources) {
  const objects = sources.map((source) => {
    const object = PACK.exec(source)?.[1];
    if (!object) throw new Error('a message pack is not one exported object');
    return object;
  });
  return `export default Object.assign({},\n${objects.join(',\n')});\n`;
}
