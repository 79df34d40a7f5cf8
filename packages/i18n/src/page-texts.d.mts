/** The texts of a page's first scripts as one module, from their packs' sources (./page-texts.mjs). */
export function composePageTexts(sources: readonly string[]): string;
