import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { $ZodType } from 'zod/v4/core';
import { allEndpoints } from './catalogue.ts';
import { unwrapSchema } from './drift.ts';
import { isUnreadAnyLayer } from './reading.ts';

const repo = join(import.meta.dirname, '../../..');
const readers = ['apps/web/src', 'apps/gateway/src'];

/** Field names marked unread anywhere in a broker answer. */
function unreadFieldNames(): Set<string> {
  const names = new Set<string>();
  const seen = new Set<$ZodType>();
  const walk = (schema: $ZodType) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const def = unwrapSchema(schema)._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'object') {
      for (const [key, field] of Object.entries(def.shape as Record<string, $ZodType>)) {
        if (isUnreadAnyLayer(field)) names.add(key);
        walk(field);
      }
    } else if (def.type === 'array') walk(def.element as $ZodType);
    else if (def.type === 'record') walk(def.valueType as $ZodType);
    else if (def.type === 'union') (def.options as $ZodType[]).forEach(walk);
  };
  for (const endpoint of allEndpoints) walk(endpoint.response);
  return names;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${join('src', 'paraglide')}`));
}

describe('fields marked unread', () => {
  const names = unreadFieldNames();

  it('are the ones the contracts mark', () => {
    expect([...names].sort()).toEqual([
      'additional_protection',
      'aggregate_id',
      'category_code',
      'logo_url',
      'package_code_slug',
    ]);
  });

  it('are named by no source of the gateway or the web app', () => {
    const pattern = new RegExp(`\\b(${[...names].join('|')})\\b`);
    const readBy: string[] = [];
    for (const dir of readers) {
      for (const file of sourceFiles(join(repo, dir))) {
        const match = pattern.exec(readFileSync(file, 'utf8'));
        if (match) readBy.push(`${relative(repo, file)} reads ${match[1]}`);
      }
    }
    expect(readBy).toEqual([]);
  });
});
