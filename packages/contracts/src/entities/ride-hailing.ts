import { z } from 'zod';
import { ClaimQuestionAnswer } from './claim-creation.ts';

// shape not given by spec: a ride-hailing (passenger, driver) or life order registered before the claim
export const RideHailingOrderRequest = z.object({
  order_id: z.string().min(1),
  trip_date: z.string().optional(),
});
export type RideHailingOrderRequest = z.infer<typeof RideHailingOrderRequest>;
export const RideHailingOrder = z.object({
  order_id: z.string().min(1),
  application_no: z.string().min(1),
});
export type RideHailingOrder = z.infer<typeof RideHailingOrder>;

// shape not given by spec
export const RideHailingBenefitsQuery = z.object({ order_id: z.string().min(1) });

// shape not given by spec
export const RideHailingClaimRequest = z.object({
  order_id: z.string().min(1),
  benefit_id: z.string().min(1),
  question_data: z.array(ClaimQuestionAnswer).default([]),
});
export type RideHailingClaimRequest = z.infer<typeof RideHailingClaimRequest>;

// shape not given by spec
export const RideHailingValidateRequest = z.object({
  order_id: z.string().min(1),
  benefit_id: z.string().min(1),
});
