import { randomUUID } from 'node:crypto';

/**
 * The response template of a stub: a JSON value in which any string containing `{{…}}` is filled from the
 * call it answers. The grammar, as the QA guide gives it:
 *
 *   placeholder := "{{" spaces? reference spaces? "}}"
 *   reference   := root ("." segment)*
 *   root        := path | query | body | method | tenant | now | uuid
 *   segment     := one or more characters other than ".", "{", "}" and white space
 *
 * `path`, `query` and `body` walk into their value one segment at a time (a segment of digits indexes an
 * array); alone they give the whole object. `method`, `tenant`, `now` and `uuid` take no segments. A string
 * that is exactly one placeholder takes the value's own JSON type (null when there is nothing behind it);
 * inside a longer string the value is written as text (strings as they are, other values as JSON, nothing as
 * ''). Object keys are never filled. There is no escape: a string with `{{` that does not close is refused
 * when the stub is added, as is an unknown root. Templates are compiled once, when the stub is added.
 */

export const TEMPLATE_ROOTS = ['path', 'query', 'body', 'method', 'tenant', 'now', 'uuid'] as const;
type Root = (typeof TEMPLATE_ROOTS)[number];
const WALKABLE: ReadonlySet<Root> = new Set(['path', 'query', 'body']);
const SEGMENT = /^[^.{}\s]+$/;

/** What a template reads from the call it answers. */
export interface TemplateContext {
  /** Path parameters: the catalogue route's own, and those the stub's pattern captures. */
  path: Record<string, string>;
  query: unknown;
  /** The JSON body, or the text fields of a multipart body. */
  body: unknown;
  method: string;
  tenant: string;
  now: Date;
}

interface Reference {
  root: Root;
  segments: string[];
}

type Piece = string | Reference;

/** A compiled template: the value with each templated string replaced by its pieces. */
type Node =
  | { kind: 'literal'; value: unknown }
  | { kind: 'whole'; reference: Reference }
  | { kind: 'text'; pieces: Piece[] }
  | { kind: 'array'; items: Node[] }
  | { kind: 'object'; entries: [string, Node][] };

export interface CompiledTemplate {
  readonly root: Node;
  /** Whether rendering reads the request body (a stub on a multipart route then reads its fields first). */
  readonly readsBody: boolean;
}

export interface TemplateProblem {
  /** Where in the value: object keys and array indexes from the top. */
  path: (string | number)[];
  message: string;
}

export class TemplateError extends Error {
  constructor(readonly problems: TemplateProblem[]) {
    super(problems.map((problem) => problem.message).join('; '));
    this.name = 'TemplateError';
  }
}

function parseReference(inner: string, placeholder: string): Reference | string {
  const text = inner.trim();
  if (text === '') return `Empty placeholder ${placeholder}`;
  const [root, ...segments] = text.split('.');
  if (!(TEMPLATE_ROOTS as readonly string[]).includes(root!)) {
    return `Unknown placeholder root "${root}" in ${placeholder}: use ${TEMPLATE_ROOTS.join(', ')}`;
  }
  if (segments.length > 0 && !WALKABLE.has(root as Root)) {
    return `{{${root}}} takes no ".…" after it, in ${placeholder}`;
  }
  if (segments.some((segment) => !SEGMENT.test(segment))) {
    return `Empty or malformed segment in ${placeholder}: segments are separated by single dots`;
  }
  return { root: root as Root, segments };
}

/** The pieces of a string, or the reason it is refused. */
function parseString(value: string): Piece[] | string {
  const pieces: Piece[] = [];
  let rest = value;
  for (let open = rest.indexOf('{{'); open !== -1; open = rest.indexOf('{{')) {
    const close = rest.indexOf('}}', open + 2);
    if (close === -1) return `Unclosed "{{" in "${value.slice(0, 80)}"`;
    const placeholder = rest.slice(open, close + 2);
    const reference = parseReference(rest.slice(open + 2, close), placeholder);
    if (typeof reference === 'string') return reference;
    if (open > 0) pieces.push(rest.slice(0, open));
    pieces.push(reference);
    rest = rest.slice(close + 2);
  }
  if (rest !== '') pieces.push(rest);
  return pieces;
}

function compileNode(value: unknown, at: (string | number)[], problems: TemplateProblem[]): Node {
  if (typeof value === 'string') {
    if (!value.includes('{{')) return { kind: 'literal', value };
    const pieces = parseString(value);
    if (typeof pieces === 'string') {
      problems.push({ path: at, message: pieces });
      return { kind: 'literal', value };
    }
    const [first] = pieces;
    return pieces.length === 1 && typeof first === 'object'
      ? { kind: 'whole', reference: first }
      : { kind: 'text', pieces };
  }
  if (Array.isArray(value)) {
    return { kind: 'array', items: value.map((item, index) => compileNode(item, [...at, index], problems)) };
  }
  if (value !== null && typeof value === 'object') {
    return {
      kind: 'object',
      entries: Object.entries(value).map(([key, item]) => [key, compileNode(item, [...at, key], problems)]),
    };
  }
  return { kind: 'literal', value };
}

function readsBody(node: Node): boolean {
  switch (node.kind) {
    case 'literal':
      return false;
    case 'whole':
      return node.reference.root === 'body';
    case 'text':
      return node.pieces.some((piece) => typeof piece === 'object' && piece.root === 'body');
    case 'array':
      return node.items.some(readsBody);
    case 'object':
      return node.entries.some(([, item]) => readsBody(item));
  }
}

/** Every problem of a template, each with where it is; empty when it compiles. */
export function templateProblems(value: unknown): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  compileNode(value, [], problems);
  return problems;
}

export function compileTemplate(value: unknown): CompiledTemplate {
  const problems: TemplateProblem[] = [];
  const root = compileNode(value, [], problems);
  if (problems.length > 0) throw new TemplateError(problems);
  return { root, readsBody: readsBody(root) };
}

/** One step into a JSON value: own keys of objects, digit segments of arrays; anything else is nothing. */
function step(value: unknown, segment: string): unknown {
  if (Array.isArray(value)) return /^\d+$/.test(segment) ? value[Number(segment)] : undefined;
  if (value !== null && typeof value === 'object' && Object.hasOwn(value, segment)) {
    return (value as Record<string, unknown>)[segment];
  }
  return undefined;
}

/** Values of one rendering; `uuid` is drawn once, so every `{{uuid}}` of one answer is the same. */
interface Rendering {
  context: TemplateContext;
  uuid: () => string;
}

function resolve({ root, segments }: Reference, rendering: Rendering): unknown {
  const { context } = rendering;
  switch (root) {
    case 'method':
      return context.method;
    case 'tenant':
      return context.tenant;
    case 'now':
      return context.now.toISOString();
    case 'uuid':
      return rendering.uuid();
    case 'path':
    case 'query':
    case 'body':
      return segments.reduce<unknown>(step, context[root]);
  }
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function renderNode(node: Node, rendering: Rendering): unknown {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'whole':
      return resolve(node.reference, rendering) ?? null;
    case 'text':
      return node.pieces
        .map((piece) => (typeof piece === 'string' ? piece : asText(resolve(piece, rendering))))
        .join('');
    case 'array':
      return node.items.map((item) => renderNode(item, rendering));
    case 'object':
      return Object.fromEntries(node.entries.map(([key, item]) => [key, renderNode(item, rendering)]));
  }
}

export function renderTemplate(template: CompiledTemplate, context: TemplateContext): unknown {
  let uuid: string | undefined;
  return renderNode(template.root, { context, uuid: () => (uuid ??= randomUUID()) });
}
