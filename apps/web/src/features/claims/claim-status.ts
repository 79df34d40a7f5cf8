import type { ClaimStatusGroup } from '@portal/contracts/entities/claim';
import { m } from '@portal/i18n/messages';
import { isoFromDate } from '../../lib/format.ts';
import type { BadgeTone } from '../../components/ui/badge.tsx';

/**
 * Colour of each status group (spec §4): initiated and document_pending gold, reprocess violet, rejected
 * red, settled green. The spec gives no colour for document_received (in process); it is blue.
 */
export const CLAIM_STATUS_TONE: Record<ClaimStatusGroup, BadgeTone> = {
  initiated: 'gold',
  document_pending: 'gold',
  document_reprocess: 'violet',
  rejected: 'red',
  claim_rejected: 'red',
  settled: 'green',
  document_received: 'blue',
};

export function claimStatusTone(group: ClaimStatusGroup): BadgeTone {
  return CLAIM_STATUS_TONE[group];
}

/** Initiated and document_pending claims still wait for documents: they show the deadline (spec §4). */
export function showsDocumentDeadline(group: ClaimStatusGroup): boolean {
  return group === 'initiated' || group === 'document_pending';
}

/**
 * The document deadline's notice: before it, by when to send; once its day is over (the viewer's calendar day
 * after the deadline's own date), that it has passed and what the user can do.
 */
export function deadlineNotice(deadline: string, date: string, now: Date = new Date()): string {
  return isoFromDate(now) > deadline.slice(0, 10)
    ? m.claims_deadline_passed({ date })
    : m.claims_deadline_notice({ date });
}

/** Settled and rejected claims are closed: their last update is when they were completed. */
export function isClosed(group: ClaimStatusGroup): boolean {
  return group === 'settled' || group === 'rejected' || group === 'claim_rejected';
}

/** The statuses in which the user still has something to give (spec §4): forms, documents, or re-uploads. */
export function awaitsUser(group: ClaimStatusGroup): boolean {
  return group === 'initiated' || group === 'document_pending' || group === 'document_reprocess';
}

/** What the button that opens the completion says: documents still to send, or a claim to put right. */
export function claimActionLabel(group: ClaimStatusGroup): string {
  return group === 'document_reprocess' ? m.claims_complete_action() : m.claims_submit_document();
}

/**
 * How a claim ended without a payout, or null while it may still pay: the rejected groups of spec §4, where a
 * cancellation by the customer also counts (its own words, not "rejected").
 */
export function endingWithoutPayout(
  group: ClaimStatusGroup,
  statusCode: string,
): 'rejected' | 'cancelled' | null {
  if (group !== 'rejected' && group !== 'claim_rejected') return null;
  return statusCode === 'claim_cancelled_by_customer' ? 'cancelled' : 'rejected';
}
