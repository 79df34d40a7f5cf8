import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { jsonSchemaOf } from '../openapi/json-schema.ts';
import { anyClaim } from '../claims/claim-access.ts';
import { invalidRequest, MockHttpError, notFound } from '../http/mock-error.ts';
import { ENDORSEMENT_TOKEN_STATES } from '../store/endorsement-store.ts';
import { CUSTOMER_SERVICE_NAME } from '../store/seed-comments.ts';

export interface UserDataAdminOptions {
  /** The clock replies and tokens are stamped with; the catalogue's clock when given. */
  now?: () => Date;
}

export const CommentReplyInput = z.object({
  message: z.string().trim().min(1).max(2000),
  author: z.string().trim().min(1).max(80).optional(),
});

const DAY_MINUTES = 24 * 60;
export const EndorsementTokenInput = z.object({
  internal_id: z.string().min(1),
  one_time: z.boolean().default(true),
  /** Negative values make an already expired token. */
  expires_in_minutes: z.number().int().min(-525_600).max(525_600).default(DAY_MINUTES),
});

export const EndorsementsQuery = z.object({ internal_id: z.string().min(1).optional() });

/** QA: turn a token into the case a page must refuse, or back into a live one. */
export const EndorsementTokenChange = z.object({
  state: z
    .enum(ENDORSEMENT_TOKEN_STATES)
    .optional()
    .describe(
      'used: spent (made one-time); expired: expired a minute ago; live: unspent and valid for a day',
    ),
  internal_id: z.string().min(1).optional().describe('Move the token to another policy (a foreign token)'),
});

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw invalidRequest(
    result.error.issues.map((issue) => ({
      path: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
    })),
  );
}

/**
 * QA controls for the chat and endorsements: a customer-service reply on a claim's chat, closing the chat as
 * a solved ticket, the endorsements accepted so far and endorsement tokens (list, mint).
 */
export const userDataAdminRoutes: FastifyPluginAsync<UserDataAdminOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  app.post<{ Params: { entityRefId: string } }>('/comments/:entityRefId/reply', async (request, reply) => {
    const input = parse(CommentReplyInput, request.body);
    const { entityRefId } = request.params;
    const { store } = request.tenant;
    if (!anyClaim(store, entityRefId)) throw notFound();
    const comment = store.chat.append({
      entityRefId,
      senderType: 'agent',
      senderName: input.author ?? CUSTOMER_SERVICE_NAME,
      message: input.message,
      attachmentUrl: null,
      createdAt: now().toISOString(),
    });
    return reply.code(201).send(comment);
  });

  app.post<{ Params: { entityRefId: string } }>('/comments/:entityRefId/solve', async (request, reply) => {
    const { entityRefId } = request.params;
    const { store } = request.tenant;
    if (!anyClaim(store, entityRefId)) throw notFound();
    const ticket = store.chat.solve(entityRefId, now().toISOString());
    if (!ticket) {
      throw new MockHttpError(409, { error: 'No open conversation on this claim', code: 'nothing_to_solve' });
    }
    return reply.code(201).send(ticket);
  });

  app.get('/endorsements', async (request) => {
    const query = parse(EndorsementsQuery, request.query);
    return { endorsements: request.tenant.store.endorsements.endorsementsOf(query.internal_id) };
  });

  app.get('/endorsement-tokens', async (request) => {
    const at = now();
    return {
      tokens: request.tenant.store.endorsements.allTokens().map((token) => ({
        ...token,
        expires_at: token.expires_at.toISOString(),
        used_at: token.used_at?.toISOString() ?? null,
        state:
          token.one_time && token.used_at
            ? 'used'
            : at.getTime() > token.expires_at.getTime()
              ? 'expired'
              : 'live',
      })),
    };
  });

  app.post('/endorsement-tokens', async (request, reply) => {
    const input = parse(EndorsementTokenInput, request.body);
    const { store } = request.tenant;
    if (!store.policy(input.internal_id)) throw notFound();
    const token = store.endorsements.issueToken(input.internal_id, {
      oneTime: input.one_time,
      expiresAt: new Date(now().getTime() + input.expires_in_minutes * 60_000),
    });
    return reply.code(201).send({ ...token, expires_at: token.expires_at.toISOString(), used_at: null });
  });

  app.post<{ Params: { token: string } }>('/endorsement-tokens/:token', async (request) => {
    const input = parse(EndorsementTokenChange, request.body);
    const { store } = request.tenant;
    const token = store.endorsements.token(request.params.token);
    if (!token) throw notFound();
    if (input.internal_id !== undefined && !store.policy(input.internal_id)) throw notFound();
    if (input.state !== undefined) store.endorsements.setTokenState(token, input.state, now());
    if (input.internal_id !== undefined) token.internal_id = input.internal_id;
    return {
      ...token,
      expires_at: token.expires_at.toISOString(),
      used_at: token.used_at?.toISOString() ?? null,
    };
  });
};

const schemaOf = jsonSchemaOf;
const json = (schema: Record<string, unknown>) => ({ content: { 'application/json': { schema } } });
const ERROR = { $ref: '#/components/schemas/ErrorBody' };
const entityRefParam = {
  name: 'entityRefId',
  in: 'path',
  required: true,
  description: 'Claim id (`clm_…`), as in the chat calls',
  schema: { type: 'string' },
};

/** The OpenAPI paths of these routes, merged into the admin document. */
export const USER_DATA_ADMIN_PATHS = {
  '/__admin/comments/{entityRefId}/reply': {
    post: {
      tags: ['Chat'],
      operationId: 'replyToComments',
      summary: "Append a customer-service reply to a claim's chat",
      description: `The reply shows in GET /api/v1/tanya/comments/ with sender_type agent; author defaults to "${CUSTOMER_SERVICE_NAME}".`,
      parameters: [entityRefParam],
      requestBody: { required: true, ...json(schemaOf(CommentReplyInput)) },
      responses: {
        '201': { description: 'The comment', ...json({ type: 'object' }) },
        '400': { description: 'Empty or too long message (`invalid_request`)', ...json(ERROR) },
        '404': { description: 'No such claim (`not_found`)', ...json(ERROR) },
      },
    },
  },
  '/__admin/comments/{entityRefId}/solve': {
    post: {
      tags: ['Chat'],
      operationId: 'solveComments',
      summary: "Close a claim's open chat as a solved ticket",
      description: 'The conversation moves to all-solved-tickets; the chat starts empty again.',
      parameters: [entityRefParam],
      responses: {
        '201': { description: 'The solved ticket', ...json({ type: 'object' }) },
        '404': { description: 'No such claim (`not_found`)', ...json(ERROR) },
        '409': { description: 'Nothing open on this claim (`nothing_to_solve`)', ...json(ERROR) },
      },
    },
  },
  '/__admin/endorsements': {
    get: {
      tags: ['Endorsements'],
      operationId: 'listEndorsements',
      summary: 'Endorsements accepted since the last reset, oldest first',
      parameters: [
        {
          name: 'internal_id',
          in: 'query',
          required: false,
          description: 'Only this policy',
          schema: { type: 'string' },
        },
      ],
      responses: { '200': { description: 'Endorsements', ...json({ type: 'object' }) } },
    },
  },
  '/__admin/endorsement-tokens': {
    get: {
      tags: ['Endorsements'],
      operationId: 'listEndorsementTokens',
      summary: 'Tokenised-link tokens with their state (live, used, expired)',
      responses: { '200': { description: 'Tokens', ...json({ type: 'object' }) } },
    },
    post: {
      tags: ['Endorsements'],
      operationId: 'issueEndorsementToken',
      summary: 'Mint a token for a policy (for token-policy-details and token-endorse)',
      requestBody: { required: true, ...json(schemaOf(EndorsementTokenInput)) },
      responses: {
        '201': { description: 'The token', ...json({ type: 'object' }) },
        '400': { description: 'Invalid input (`invalid_request`)', ...json(ERROR) },
        '404': { description: 'No such policy (`not_found`)', ...json(ERROR) },
      },
    },
  },
  '/__admin/endorsement-tokens/{token}': {
    post: {
      tags: ['Endorsements'],
      operationId: 'changeEndorsementToken',
      summary: 'Make a token used, expired or live again, or move it to another policy (foreign)',
      parameters: [
        { name: 'token', in: 'path', required: true, description: 'The token', schema: { type: 'string' } },
      ],
      requestBody: { required: true, ...json(schemaOf(EndorsementTokenChange)) },
      responses: {
        '200': { description: 'The token as it is now', ...json({ type: 'object' }) },
        '400': { description: 'Invalid input (`invalid_request`)', ...json(ERROR) },
        '404': { description: 'No such token or policy (`not_found`)', ...json(ERROR) },
      },
    },
  },
};

export const USER_DATA_ADMIN_TAGS = [
  { name: 'Chat', description: 'Customer-service replies and solved tickets' },
  { name: 'Endorsements', description: 'Accepted endorsements and tokenised-link tokens' },
];
