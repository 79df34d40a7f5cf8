import { defineEndpoint } from '../endpoint.ts';
import { dataList } from '../entities/common.ts';
import {
  AddCommentRequest,
  Comment,
  CommentsList,
  CommentsQuery,
  SolvedTicket,
} from '../entities/comment.ts';

/** Spec §7 "Comments" calls: chat with customer service on a claim. */
export const commentEndpoints = {
  comments: defineEndpoint({
    id: 'comments',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/tanya/comments/',
    auth: true,
    query: CommentsQuery,
    response: CommentsList,
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
  // path not given by spec
  addComments: defineEndpoint({
    id: 'addComments',
    method: 'POST',
    effect: 'write',
    path: '/api/v1/tanya/add-comments/',
    auth: true,
    body: AddCommentRequest,
    response: Comment,
    successStatus: [200, 201],
    shapeNotGivenBySpec: true,
  }),
  // path not given by spec
  allSolvedTickets: defineEndpoint({
    id: 'allSolvedTickets',
    method: 'GET',
    effect: 'read',
    path: '/api/v1/tanya/all-solved-tickets/',
    auth: true,
    query: CommentsQuery,
    response: dataList(SolvedTicket),
    successStatus: [200],
    shapeNotGivenBySpec: true,
  }),
};
