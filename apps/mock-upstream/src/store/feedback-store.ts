import { ShippingClaimRequest } from '@portal/contracts/entities/claim-creation';
import { GiveFeedbackRequest, type FeedbackForm } from '@portal/contracts/entities/feedback';
import { z } from 'zod';

type FeedbackQuestion = FeedbackForm['questions'][number];

/** A form the broker sends after a claim is closed (the /feedback/{id}/{rating} link). */
export interface FeedbackFormRecord {
  id: string;
  /** The claim the feedback is about. */
  claim_id: string;
  title: string;
}

export interface FeedbackSubmission extends GiveFeedbackRequest {
  submitted_at: string;
}

/** The shipping details of a claim opened through create-shipping-claim (the claim itself is in the claim list). */
export interface ShippingClaimRecord extends ShippingClaimRequest {
  claim_id: string;
  owner_id: string;
  policy_id: string;
  created_at: string;
}

const SUGGESTION: FeedbackQuestion = {
  id: 'suggestion',
  text: 'Ada saran untuk kami?',
  type: 'text',
  options: [],
};

const LOW_RATING: FeedbackQuestion[] = [
  {
    id: 'what_went_wrong',
    text: 'Apa yang perlu kami perbaiki?',
    type: 'choices',
    options: [
      'Proses klaim terlalu lama',
      'Dokumen yang diminta terlalu banyak',
      'Informasi kurang jelas',
      'Customer service kurang membantu',
      'Lainnya',
    ],
  },
  SUGGESTION,
];

const HIGH_RATING: FeedbackQuestion[] = [
  {
    id: 'what_went_well',
    text: 'Apa yang paling Anda sukai?',
    type: 'choices',
    options: ['Proses klaim cepat', 'Mudah digunakan', 'Customer service membantu', 'Pembayaran tepat waktu'],
  },
  SUGGESTION,
];

/** Ratings 1–3 ask what went wrong, 4–5 what went well; without a rating only the open question. */
export function feedbackQuestions(rating: number | undefined): FeedbackQuestion[] {
  if (rating === undefined) return [SUGGESTION];
  return (rating <= 3 ? LOW_RATING : HIGH_RATING).map((question) => ({
    ...question,
    options: [...question.options],
  }));
}

/** One form per closed seeded claim; ids are `fb_<claim number>`. */
function seedFeedbackForms(): FeedbackFormRecord[] {
  const form = (claimNumber: number): FeedbackFormRecord => ({
    id: `fb_${claimNumber}`,
    claim_id: `clm_${claimNumber}`,
    title: 'Bagaimana pengalaman klaim Anda?',
  });
  return [form(1106), form(1107), form(2105), form(5105), form(6105)];
}

/** Feedback and shipping details as a scenario document holds them. */
export const FeedbackSnapshot = z
  .object({
    forms: z.array(
      z.object({ id: z.string().min(1), claim_id: z.string().min(1), title: z.string() }).strict(),
    ),
    submissions: z.array(GiveFeedbackRequest.extend({ submitted_at: z.string() }).strict()),
    shippingClaims: z.array(
      ShippingClaimRequest.extend({
        claim_id: z.string().min(1),
        owner_id: z.string().min(1),
        policy_id: z.string().min(1),
        created_at: z.string(),
      }).strict(),
    ),
  })
  .strict();

/** Feedback forms with their answers (one per form), and what shipping claims were filed with. */
export class FeedbackStore {
  private forms = seedFeedbackForms();
  private submissions = new Map<string, FeedbackSubmission>();
  private shippingClaims: ShippingClaimRecord[] = [];

  reset(): void {
    this.forms = seedFeedbackForms();
    this.submissions.clear();
    this.shippingClaims = [];
  }

  snapshot(): z.input<typeof FeedbackSnapshot> {
    return structuredClone({
      forms: this.forms,
      submissions: [...this.submissions.values()],
      shippingClaims: this.shippingClaims,
    });
  }

  /** Takes the snapshot's objects as its own: give it a freshly parsed one. */
  restore(snapshot: z.output<typeof FeedbackSnapshot>): void {
    this.forms = snapshot.forms;
    this.submissions = new Map(
      snapshot.submissions.map((submission) => [submission.feedback_form_id, submission]),
    );
    this.shippingClaims = snapshot.shippingClaims;
  }

  form(id: string): FeedbackFormRecord | undefined {
    return this.forms.find((form) => form.id === id);
  }

  submission(formId: string): FeedbackSubmission | undefined {
    return this.submissions.get(formId);
  }

  allSubmissions(): FeedbackSubmission[] {
    return [...this.submissions.values()];
  }

  submit(submission: FeedbackSubmission): void {
    this.submissions.set(submission.feedback_form_id, submission);
  }

  shippingClaim(ownerId: string, orderId: string, claimType: ShippingClaimRequest['claim_type']) {
    return this.shippingClaims.find(
      (record) =>
        record.owner_id === ownerId && record.order_id === orderId && record.claim_type === claimType,
    );
  }

  addShippingClaim(record: ShippingClaimRecord): void {
    this.shippingClaims.push(record);
  }

  shippingClaimsOf(ownerId: string): ShippingClaimRecord[] {
    return this.shippingClaims.filter((record) => record.owner_id === ownerId);
  }
}
