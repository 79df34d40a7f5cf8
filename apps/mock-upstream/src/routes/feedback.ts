import type { FormField } from '@portal/contracts/entities/form-field';
import { feedbackQuestions } from '../store/feedback-store.ts';
import { claimableBenefits } from '../store/claim-catalogue.ts';
import { claimCategoryOf, DOCUMENTS_FORM_SLUG, INCIDENT_FORM_SLUG } from '../store/claim-forms.ts';
import { openClaim, policyClaimSource } from '../claims/claim-lifecycle.ts';
import { anyClaim } from '../claims/claim-access.ts';
import type { HandlerMap } from './handler.ts';
import { MockHttpError, notFound } from '../http/mock-error.ts';

const SHIPPING_PRODUCT_KEY = 'tokopedia-shipping';
/** The incident form's field for what happened ('Kronologi kejadian'). */
const INCIDENT_ACCOUNT_FIELD = 'incident_description';
const INVOICE_LABEL = 'Nomor Invoice';

export const feedbackHandlers = {
  /**
   * The questions follow the rating of the /feedback/{id}/{rating} link; the form names its claim and, once
   * answered, when (a used link).
   */
  feedbackForm: ({ params, query, store }) => {
    const form = store.feedback.form(params.id);
    if (!form) throw notFound();
    const claim = anyClaim(store, form.claim_id)?.card;
    return {
      body: {
        id: form.id,
        title: form.title,
        questions: feedbackQuestions(query.rating),
        claim: claim
          ? {
              claim_no: claim.claim_no,
              benefit: claim.benefit,
              product_display_name: claim.product_display_name,
            }
          : null,
        given_at: store.feedback.submission(form.id)?.submitted_at ?? null,
      },
    };
  },

  /** One answer per form; the answers must fit the questions the rating asks. */
  giveFeedback: ({ body, store, now }) => {
    const form = store.feedback.form(body.feedback_form_id);
    if (!form) throw notFound();
    if (store.feedback.submission(form.id)) {
      throw new MockHttpError(409, { error: 'Penilaian sudah dikirim', code: 'feedback_already_given' });
    }
    const questions = feedbackQuestions(body.rating);
    const issues = body.answers.flatMap((answer, index) => {
      const question = questions.find((entry) => entry.id === answer.question_id);
      const path = `body.answers.${index}`;
      if (!question) return [{ path: `${path}.question_id`, message: 'Pertanyaan tidak dikenal' }];
      if (question.type === 'choices' && !question.options.includes(answer.answer)) {
        return [{ path: `${path}.answer`, message: 'Pilihan tidak tersedia' }];
      }
      return [];
    });
    if (issues.length > 0) {
      throw new MockHttpError(400, { error: 'Jawaban tidak valid', code: 'feedback_answer_invalid', issues });
    }
    store.feedback.submit({ ...body, submitted_at: now.toISOString() });
    return { status: 201, body: { result: true } };
  },

  /**
   * The order is the invoice number of one of the caller's Tokopedia shipping policies, which must be in
   * force; one shipping and one return claim per order. The claim opens like any other (claim list, details,
   * chat), on the policy's first benefit.
   */
  createShippingClaim: ({ body, auth, store, now }) => {
    const policy = store
      .policiesOf(auth.user.id)
      .filter((record) => record.detail.product_key === SHIPPING_PRODUCT_KEY)
      .find((record) =>
        record.detail.insured_items.some(
          (item) => item.label === INVOICE_LABEL && item.value === body.order_id,
        ),
      );
    if (!policy) {
      throw new MockHttpError(404, {
        error: 'Pesanan tidak ditemukan pada polis Anda',
        code: 'shipping_order_not_found',
      });
    }
    if (policy.detail.coverage_status !== 'ACTIVE') {
      throw new MockHttpError(409, {
        error: 'Polis pengiriman sudah tidak aktif',
        code: 'policy_not_active',
      });
    }
    if (store.feedback.shippingClaim(auth.user.id, body.order_id, body.claim_type)) {
      throw new MockHttpError(409, {
        error: 'Klaim untuk pesanan ini sudah diajukan',
        code: 'shipping_claim_exists',
      });
    }
    const { detail } = policy;
    // The benefits call hides this product's benefits because its claims are filed here; the claim takes the
    // policy's first benefit, paid by bank transfer (no product rule under this key).
    const [benefit] = claimableBenefits(
      `${detail.product_key}:shipping-flow`,
      claimCategoryOf(detail.category_code),
      detail.benefits,
      true,
    );
    if (!benefit) throw notFound();
    const claim = openClaim(
      store,
      {
        ...policyClaimSource(auth.user.id, detail),
        benefit,
        claimantUserId: null,
      },
      now,
    );
    // The photos sent with the claim are its item photos, and what the buyer wrote is the incident's account:
    // the claim's details show them and its completion does not ask for them again.
    const flow = store.claimFlow.flow(claim.card.claim_id);
    if (flow) {
      const fieldOf = (slug: string, matches: (field: FormField) => boolean) =>
        flow.forms.find((form) => form.slug === slug)?.fields.find(matches);
      const photos = fieldOf(DOCUMENTS_FORM_SLUG, (field) => field.type === 'file' && field.is_list);
      if (photos) {
        flow.values[DOCUMENTS_FORM_SLUG] = {
          ...flow.values[DOCUMENTS_FORM_SLUG],
          [photos.name]: body.document_urls,
        };
      }
      const account = fieldOf(INCIDENT_FORM_SLUG, (field) => field.name === INCIDENT_ACCOUNT_FIELD);
      if (account) {
        flow.values[INCIDENT_FORM_SLUG] = {
          ...flow.values[INCIDENT_FORM_SLUG],
          [account.name]: body.description,
        };
      }
      store.claimFlow.saveFlow(flow);
    }
    store.feedback.addShippingClaim({
      ...body,
      claim_id: claim.card.claim_id,
      owner_id: auth.user.id,
      policy_id: detail.internal_id,
      created_at: now.toISOString(),
    });
    return { status: 201, body: { claim_id: claim.card.claim_id } };
  },
} satisfies HandlerMap;
