import { Comment, SolvedTicket } from '@portal/contracts/entities/comment';
import { z } from 'zod';
import { seedConversations, seedSolvedTickets } from './seed-comments.ts';

const FIRST_NEW_ID = 1001;
const SUBJECT_MAX_LENGTH = 80;

export interface NewComment {
  entityRefId: string;
  senderType: Comment['sender_type'];
  senderName: string;
  message: string;
  attachmentUrl: string | null;
  createdAt: string;
}

/** The chat as a scenario document holds it: conversations and solved tickets keyed by claim id. */
export const ChatSnapshot = z
  .object({
    conversations: z.record(z.string(), z.array(Comment)),
    solvedTickets: z.record(z.string(), z.array(SolvedTicket)),
    nextId: z.number().int().min(1),
  })
  .strict();

/**
 * Chat with customer service, per claim (entity_ref_id): the open conversation and the tickets already
 * solved. Who may read a claim's chat is the caller's business (the claim's owner); this only keeps the text.
 */
export class ChatStore {
  private conversations = seedConversations();
  private solved = seedSolvedTickets();
  private nextId = FIRST_NEW_ID;

  reset(): void {
    this.conversations = seedConversations();
    this.solved = seedSolvedTickets();
    this.nextId = FIRST_NEW_ID;
  }

  snapshot(): z.input<typeof ChatSnapshot> {
    return structuredClone({
      conversations: Object.fromEntries(this.conversations),
      solvedTickets: Object.fromEntries(this.solved),
      nextId: this.nextId,
    });
  }

  /** Takes the snapshot's objects as its own: give it a freshly parsed one. */
  restore(snapshot: z.output<typeof ChatSnapshot>): void {
    this.conversations = new Map(Object.entries(snapshot.conversations));
    this.solved = new Map(Object.entries(snapshot.solvedTickets));
    this.nextId = snapshot.nextId;
  }

  private newId(prefix: string): string {
    const id = `${prefix}_${this.nextId}`;
    this.nextId += 1;
    return id;
  }

  conversation(entityRefId: string): Comment[] {
    return (this.conversations.get(entityRefId) ?? []).map((comment) => ({ ...comment }));
  }

  solvedTickets(entityRefId: string): SolvedTicket[] {
    return (this.solved.get(entityRefId) ?? []).map((ticket) => ({
      ...ticket,
      comments: ticket.comments.map((comment) => ({ ...comment })),
    }));
  }

  append(input: NewComment): Comment {
    const comment: Comment = {
      id: this.newId('cmt'),
      entity_ref_id: input.entityRefId,
      message: input.message,
      sender_type: input.senderType,
      sender_name: input.senderName,
      attachment_url: input.attachmentUrl,
      created_at: input.createdAt,
    };
    const list = this.conversations.get(input.entityRefId) ?? [];
    list.push(comment);
    this.conversations.set(input.entityRefId, list);
    return { ...comment };
  }

  /**
   * Closes the open conversation as a solved ticket (subject: its first message); undefined when there is
   * nothing open.
   */
  solve(entityRefId: string, solvedAt: string): SolvedTicket | undefined {
    const open = this.conversations.get(entityRefId) ?? [];
    const [first] = open;
    if (!first) return undefined;
    const ticket: SolvedTicket = {
      ticket_id: this.newId('tkt'),
      entity_ref_id: entityRefId,
      subject: first.message.slice(0, SUBJECT_MAX_LENGTH),
      solved_at: solvedAt,
      comments: open,
    };
    this.solved.set(entityRefId, [...(this.solved.get(entityRefId) ?? []), ticket]);
    this.conversations.delete(entityRefId);
    return this.solvedTickets(entityRefId).at(-1);
  }
}
