import { defineEndpoint } from '../endpoint.ts';
import { IdParams, ResultResponse } from '../entities/common.ts';
import { FeedbackForm, FeedbackFormQuery, GiveFeedbackRequest } from '../entities/feedback.ts';

/** Spec §7 feedback calls; spec §6 lets an anonymous visitor view (and so send) feedback forms. */
export const feedbackEndpoints = {
  // path not given by spec
  feedbackForm: defineEndpoint({
    id: 'feedbackForm',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/claim/feedback_forms/:id/',
    auth: false,
    params: IdParams,
    query: FeedbackFormQuery,
    response: FeedbackForm,
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  // path not given by spec
  giveFeedback: defineEndpoint({
    id: 'giveFeedback',
    method: 'POST',
    effect: 'write',
    path: '/api/v1/claim/give_feedback/',
    auth: false,
    body: GiveFeedbackRequest,
    response: ResultResponse,
    successStatus: [200, 201],
    shapeNotGivenBySpec: true,
  }),
};
