import { describe, expect, it } from 'vitest';
import { compileTemplate, renderTemplate, templateProblems, type TemplateContext } from './stub-template.ts';

const context: TemplateContext = {
  path: { id: 'clm_1101' },
  query: { page: '2', tag: ['a', 'b'] },
  body: { claim: { amount: 150000, items: [{ name: 'layar' }], paid: false, note: null } },
  method: 'POST',
  tenant: 'suite-a',
  now: new Date('2026-11-22T03:00:00.000Z'),
};

const render = (template: unknown) => renderTemplate(compileTemplate(template), context);

describe('stub templates', () => {
  it('a string that is exactly one placeholder keeps the value’s JSON type', () => {
    expect(render('{{body.claim.amount}}')).toBe(150000);
    expect(render('{{ body.claim.paid }}')).toBe(false);
    expect(render('{{body.claim.items}}')).toEqual([{ name: 'layar' }]);
    expect(render('{{body.claim.items.0.name}}')).toBe('layar');
    expect(render('{{query.tag}}')).toEqual(['a', 'b']);
    expect(render('{{path}}')).toEqual({ id: 'clm_1101' });
  });

  it('inside a longer string a value is written as text, and nothing as an empty string', () => {
    expect(render('{{method}} {{path.id}} x{{body.claim.amount}}')).toBe('POST clm_1101 x150000');
    expect(render('items={{body.claim.items}}')).toBe('items=[{"name":"layar"}]');
    expect(render('[{{body.claim.note}}|{{body.nope}}|{{query.tag.5}}]')).toBe('[||]');
  });

  it('a placeholder with nothing behind it is null', () => {
    expect(render('{{body.claim.items.1.name}}')).toBeNull();
    expect(render('{{body.claim.amount.x}}')).toBeNull();
    expect(render('{{body.claim.items.name}}')).toBeNull();
    expect(render('{{body.constructor}}')).toBeNull();
  });

  it('fills nested values, leaves keys and other values as written', () => {
    expect(
      render({ '{{path.id}}': ['{{tenant}}', 1, null, true, { at: '{{now}}' }], plain: 'a }} b' }),
    ).toEqual({
      '{{path.id}}': ['suite-a', 1, null, true, { at: '2026-11-22T03:00:00.000Z' }],
      plain: 'a }} b',
    });
    expect(render(undefined)).toBeUndefined();
  });

  it('knows whether it reads the body', () => {
    expect(compileTemplate({ a: ['x {{body.a}}'] }).readsBody).toBe(true);
    expect(compileTemplate({ a: '{{query.a}}' }).readsBody).toBe(false);
  });

  it('names every problem with where it is', () => {
    expect(
      templateProblems({
        a: '{{foo}}',
        b: ['ok', 'x {{body.a'],
        c: '{{now.x}}',
        d: '{{body..a}}',
        e: '{{ }}',
      }),
    ).toEqual([
      { path: ['a'], message: expect.stringMatching(/^Unknown placeholder root "foo"/) },
      { path: ['b', 1], message: expect.stringMatching(/^Unclosed "{{"/) },
      { path: ['c'], message: expect.stringContaining('takes no') },
      { path: ['d'], message: expect.stringContaining('malformed segment') },
      { path: ['e'], message: expect.stringContaining('Empty placeholder') },
    ]);
    expect(() => compileTemplate('{{nope}}')).toThrow(/Unknown placeholder root/);
  });
});
