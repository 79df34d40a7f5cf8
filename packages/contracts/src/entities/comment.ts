import { z } from 'zod';

/** Comment of spec §3 (keyed by entity_ref_id, the claim's reference); the other fields are ours. */
export const Comment = z.object({
  id: z.string().min(1),
  entity_ref_id: z.string().min(1),
  message: z.string(),
  sender_type: z.enum(['user', 'agent']),
  sender_name: z.string(),
  attachment_url: z.string().nullable(),
  created_at: z.string(),
});
export type Comment = z.infer<typeof Comment>;

/** The comments of one claim. */
export const CommentsList = z.object({ entity_ref_id: z.string().min(1), comments: z.array(Comment) });
export type CommentsList = z.infer<typeof CommentsList>;

export const CommentsQuery = z.object({ entity_ref_id: z.string().min(1) });

// shape not given by spec
export const AddCommentRequest = z.object({
  entity_ref_id: z.string().min(1),
  message: z.string().trim().min(1).max(2000),
  attachment_url: z.string().min(1).optional(),
});
export type AddCommentRequest = z.infer<typeof AddCommentRequest>;

// shape not given by spec ("Tickets list: structure not shown")
export const SolvedTicket = z.object({
  ticket_id: z.string().min(1),
  entity_ref_id: z.string().min(1),
  subject: z.string(),
  solved_at: z.string(),
  comments: z.array(Comment),
});
export type SolvedTicket = z.infer<typeof SolvedTicket>;
