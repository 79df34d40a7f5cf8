import { describe, expect, it } from 'vitest';
import { clearDraft, draftOf, mergeDraft, ownedDraftKey, readDraft, writeDraft } from './draft.ts';
import { forgetUserData } from '../../lib/session-store.ts';
import { toInputValues } from './field-values.ts';
import { testField } from './test-fields.ts';
import { memoryStorage } from '../../testing/memory-storage.ts';

const fields = [
  testField('text', { name: 'description' }),
  testField('boolean', { name: 'reported' }),
  testField('checkbox', { name: 'parts', options: [{ value: 'a', label: 'A' }] }),
  testField('file', { name: 'photos', is_list: true }),
  testField('asterisk', { name: 'reference_number' }),
];
const server = toInputValues(
  fields,
  {
    description: 'dari server',
    reported: true,
    parts: [],
    photos: ['/files/1'],
    reference_number: '',
  },
  'id',
);

describe('draftOf', () => {
  it('keeps only the fields that differ from the server, never files or confidential values', () => {
    const current = {
      ...server,
      description: 'diketik',
      photos: ['/files/1', '/files/2'],
      reference_number: 'LP/123/XI/2026',
    };
    expect(draftOf(fields, server, current)).toEqual({ version: 1, values: { description: 'diketik' } });
  });

  it('is empty when the user typed the server value back', () => {
    expect(draftOf(fields, server, { ...server, parts: [] })).toEqual({ version: 1, values: {} });
  });
});

describe('mergeDraft', () => {
  it('lets the draft win for the fields the user changed and the server for the rest', () => {
    const draft = { version: 1 as const, values: { reported: false, parts: ['a'] } };
    const { inputs, restored } = mergeDraft(fields, server, draft);
    expect(inputs).toEqual({
      description: 'dari server',
      reported: false,
      parts: ['a'],
      photos: ['/files/1'],
      reference_number: '',
    });
    expect(restored).toEqual(['reported', 'parts']);
  });

  it('drops entries of fields the form no longer has, of the wrong shape, of files and of confidential values', () => {
    const draft = {
      version: 1 as const,
      values: {
        gone: 'x',
        reported: 'yes',
        photos: ['/files/old'],
        description: 'dari server',
        reference_number: 'LP/1/2026',
      },
    };
    const { inputs, restored } = mergeDraft(fields, server, draft as never);
    expect(inputs).toEqual(server);
    expect(restored).toEqual([]);
  });

  it('starts from the server without a draft', () => {
    expect(mergeDraft(fields, server, null)).toEqual({ inputs: server, restored: [] });
  });
});

describe('draft storage', () => {
  it('writes, reads back and clears a draft under its key', () => {
    const store = memoryStorage();
    writeDraft('claim:1:form', { version: 1, values: { description: 'x' } }, store);
    expect(readDraft('claim:1:form', store)).toEqual({ version: 1, values: { description: 'x' } });
    expect(readDraft('claim:2:form', store)).toBeNull();
    clearDraft('claim:1:form', store);
    expect(readDraft('claim:1:form', store)).toBeNull();
  });

  it('keeps a device draft for its user only, and a sign-out ends it', () => {
    const device = memoryStorage();
    const budi = ownedDraftKey('usr_1', 'claim:1:form');
    writeDraft(budi, { version: 1, values: { description: 'x' } }, device);
    expect(readDraft(budi, device)).toEqual({ version: 1, values: { description: 'x' } });
    expect(readDraft(ownedDraftKey('usr_2', 'claim:1:form'), device)).toBeNull();
    device.setItem('portal.locale', 'en');
    forgetUserData(device);
    expect(readDraft(budi, device)).toBeNull();
    expect(device.getItem('portal.locale')).toBe('en');
  });

  it('removes the entry when nothing is left to keep', () => {
    const store = memoryStorage();
    writeDraft('k', { version: 1, values: { description: 'x' } }, store);
    writeDraft('k', { version: 1, values: {} }, store);
    expect(store.length).toBe(0);
  });

  it('ignores unreadable or foreign data', () => {
    const store = memoryStorage();
    writeDraft('k', { version: 1, values: { description: 'x' } }, store);
    const key = store.key(0)!;
    for (const text of ['not json', '{"version":2,"values":{}}', '{"version":1,"values":[]}', 'null']) {
      store.setItem(key, text);
      expect(readDraft('k', store), text).toBeNull();
    }
  });
});
