import { ownClaim } from '../claims/claim-access.ts';
import type { HandlerMap } from './handler.ts';

/**
 * The chat's entity_ref_id is a claim id (`clm_…`, agency claims included). Someone else's claim answers 404
 * like a missing one, so its chat never leaks.
 */
export const commentHandlers = {
  comments: ({ query, auth, store }) => {
    ownClaim(store, auth.user, query.entity_ref_id);
    return {
      body: { entity_ref_id: query.entity_ref_id, comments: store.chat.conversation(query.entity_ref_id) },
    };
  },

  addComments: ({ body, auth, store, now }) => {
    ownClaim(store, auth.user, body.entity_ref_id);
    const comment = store.chat.append({
      entityRefId: body.entity_ref_id,
      senderType: 'user',
      senderName: auth.user.name,
      message: body.message,
      attachmentUrl: body.attachment_url ?? null,
      createdAt: now.toISOString(),
    });
    return { status: 201, body: comment };
  },

  allSolvedTickets: ({ query, auth, store }) => {
    ownClaim(store, auth.user, query.entity_ref_id);
    return { body: { data: store.chat.solvedTickets(query.entity_ref_id) } };
  },
} satisfies HandlerMap;
