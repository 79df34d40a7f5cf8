import { describe, expect, it } from 'vitest';
import { composePageTexts } from './page-texts.mjs';

/** The module's default export, as a browser would import it. */
async function importModule(source: string): Promise<Record<string, (inputs?: object) => string>> {
  const module = (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as {
    default: Record<string, (inputs?: object) => string>;
  };
  return module.default;
}

describe("composePageTexts (a page's first texts in one file, decision record 0069)", () => {
  it("holds every pack's texts, inputs and tables included", async () => {
    const texts = await importModule(
      composePageTexts([
        'export default {nav_home:()=>(`Beranda`),greeting:(i)=>(`Halo ${i?.name}`)};\n',
        'export default {"table:claim-status":(t=>()=>t)({"1":"Diajukan"}),nav_home:()=>(`Beranda`)};\n',
      ]),
    );
    expect(Object.keys(texts)).toEqual(['nav_home', 'greeting', 'table:claim-status']);
    expect(texts.greeting?.({ name: 'Sari' })).toBe('Halo Sari');
    expect(texts['table:claim-status']?.()).toEqual({ 1: 'Diajukan' });
  });

  it('refuses a file that is not a pack as the build writes it', () => {
    expect(() => composePageTexts(['import x from "./y.js";\nexport default {a:x};\n'])).toThrow(
      /not one exported object/,
    );
  });
});
