import { describe, expect, it } from 'vitest';
import { readImports, resolveSpecifier } from './first-visit-chunks.ts';

/** What a module takes from each specifier, as plain data (sets as sorted arrays). */
const usesOf = (code: string) =>
  Object.fromEntries(
    [...readImports(code).uses].map(([specifier, wanted]) => [
      specifier,
      wanted === '*' ? '*' : [...wanted].sort(),
    ]),
  );

describe('readImports (the first-visit chunks read what a module takes from each import)', () => {
  it('reads named, renamed and default imports, and leaves type-only imports out', () => {
    const code = [
      "import React, { useState, useId as id } from 'react';",
      "import type { Plugin } from 'vite';",
      "import { type A, b } from './b.ts';",
      'export function f() { return useState(id()); }',
    ].join('\n');
    expect(usesOf(code)).toEqual({ react: ['default', 'useId', 'useState'], './b.ts': ['b'] });
    expect(readImports(code).barrel).toBe(false);
  });

  it('takes everything from a namespace import and a bare import', () => {
    const code = "import * as all from './all.ts';\nimport './side-effect.css';\nconsole.log(all);";
    expect(usesOf(code)).toEqual({ './all.ts': '*', './side-effect.css': [] });
  });

  it('knows a module that only re-exports, and where each of its names comes from', () => {
    const imports = readImports(
      [
        '// an index',
        "export { Link, useNavigate as navigate } from './link.js';",
        "export * from './router.js';",
        "import { x } from './x.js';",
        'export { x };',
      ].join('\n'),
    );
    expect(imports.barrel).toBe(true);
    expect(imports.exports.get('Link')).toEqual({ specifier: './link.js', imported: 'Link' });
    expect(imports.exports.get('navigate')).toEqual({ specifier: './link.js', imported: 'useNavigate' });
    expect(imports.exports.get('x')).toEqual({ specifier: './x.js', imported: 'x' });
    expect(imports.stars).toEqual(['./router.js']);
  });

  it('does not take a module with code of its own for one that only re-exports', () => {
    const imports = readImports("export { a } from './a.js';\nexport const b = 1;");
    expect(imports.barrel).toBe(false);
  });
});

describe('readImports: namespaces taken by name, and what a module exports itself', () => {
  it("reads the messages' namespace as the members the code names", () => {
    const code = [
      "import { m } from '@portal/i18n/messages';",
      "import { jsx } from 'react/jsx-runtime';",
      'export function Title() { return jsx("h1", { className: "m-0 p-2", children: m.claims_title() + m.claims_title() }); }',
      "export const hint = () => m['claims_hint'] === undefined ? '' : m.common_retry();",
    ].join('\n');
    // `m['claims_hint']` uses the namespace whole: every message.
    expect(usesOf(code)['@portal/i18n/messages']).toEqual(['m']);
    const named = code.replace("m['claims_hint'] === undefined", 'false');
    expect(usesOf(named)['@portal/i18n/messages']).toEqual(['m.claims_title', 'm.common_retry']);
  });

  it('does not take a class name or a string for a use of the namespace', () => {
    const code = [
      "import { m } from '@portal/i18n/messages';",
      'export const row = { className: "m-0 flex", label: m.chat_title(), note: \'m is not here\' };',
    ].join('\n');
    expect(usesOf(code)['@portal/i18n/messages']).toEqual(['m.chat_title']);
  });

  it('lists the names a module declares and exports itself, not those it re-exports', () => {
    const imports = readImports(
      [
        "import { a } from './a.js';",
        'export const claims_title = () => "x";',
        'export async function load() {}',
        'export class Store {}',
        'const local = 1;',
        'export { local as renamed, a };',
        'export default Store;',
        "export { b } from './b.js';",
      ].join('\n'),
    );
    expect([...imports.own].sort()).toEqual(['Store', 'claims_title', 'default', 'load', 'renamed']);
  });
});

describe('resolveSpecifier (which imported module a specifier names)', () => {
  const i18n = '/repo/packages/i18n/src/paraglide';
  it('names a workspace package’s file by its subpath, also for a module read as a copy of its own', () => {
    for (const copy of ['', '?login']) {
      const imported = [
        `${i18n}/runtime.js${copy}`,
        `${i18n}/messages.js${copy}`,
        `/repo/apps/web/src/a.ts${copy}`,
      ];
      const importer = `/repo/apps/web/src/login/main.tsx${copy}`;
      expect(resolveSpecifier(importer, '@portal/i18n/messages', imported)).toBe(
        `${i18n}/messages.js${copy}`,
      );
      expect(resolveSpecifier(importer, '@portal/i18n/runtime', imported)).toBe(`${i18n}/runtime.js${copy}`);
      expect(resolveSpecifier(importer, '../a.ts', imported)).toBe(`/repo/apps/web/src/a.ts${copy}`);
    }
  });
});
