import type { Catalogue, EndpointId } from '@portal/contracts/catalogue';
import type { BenefitsResponse } from '@portal/contracts/entities/benefit';
import type { RideHailingOrder } from '@portal/contracts/entities/ride-hailing';
import type { z } from 'zod';
import {
  RIDE_HAILING_PRODUCTS,
  toClaimBenefit,
  type RideHailingKind,
  type RideHailingOrderSeed,
} from '../store/claim-catalogue.ts';
import type { MockStore } from '../store/mock-store.ts';
import type { UserRecord } from '../store/types.ts';
import { badRequest, findBenefit, orderBenefits, ownOrder } from '../claims/claim-access.ts';
import { assertClaimable, checkAnswers } from './claim-flow.ts';
import { assertNoOpenClaim, openClaim } from '../claims/claim-lifecycle.ts';
import type { HandlerContext, HandlerMap } from './handler.ts';

// Passenger, driver and life share one implementation each; typed by shape, not by endpoint id.
type Context<K extends EndpointId, P extends keyof HandlerContext<Catalogue[K]>> = Pick<
  HandlerContext<Catalogue[K]>,
  P
>;

/**
 * Ride-hailing passenger and driver cover and GoLife (spec §7): a partner order is registered, its benefits
 * listed, validated and claimed. Orders are seeded per user (claim-catalogue.ts); a trip older than the
 * product's claim window can no longer be claimed.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

function withinWindow(order: RideHailingOrderSeed, now: Date): boolean {
  const days = RIDE_HAILING_PRODUCTS[order.kind].claimWindowDays;
  if (days === null) return true;
  return now.getTime() - Date.parse(`${order.trip_date}T00:00:00+07:00`) <= days * DAY_MS;
}

function checkOrderClaim(
  store: MockStore,
  user: UserRecord,
  kind: RideHailingKind,
  orderId: string,
  benefitId: string,
  now: Date,
) {
  const order = ownOrder(user, orderId, kind);
  const open = withinWindow(order, now);
  const benefit = findBenefit(orderBenefits(order, open), benefitId);
  if (!open)
    throw badRequest('claim_window_closed', 'Batas waktu pengajuan klaim untuk perjalanan ini telah lewat');
  assertClaimable(benefit, true, null);
  assertNoOpenClaim(store, store.claimsOf(user.id), order.order_id, benefit.name, null);
  return { order, benefit };
}

function handlersFor(kind: RideHailingKind) {
  const product = RIDE_HAILING_PRODUCTS[kind];

  const createOrder = ({
    body,
    auth,
    store,
  }: Context<'gojekPassengerCreateOrder', 'body' | 'auth' | 'store'>): {
    status: number;
    body: z.input<typeof RideHailingOrder>;
  } => {
    const order = ownOrder(auth.user, body.order_id, kind);
    if (body.trip_date !== undefined && body.trip_date.slice(0, 10) !== order.trip_date) {
      throw badRequest('trip_date_mismatch', 'Tanggal perjalanan tidak sesuai dengan pesanan');
    }
    const created = store.claimFlow.registerOrder(order.order_id);
    return {
      status: created ? 201 : 200,
      body: { order_id: order.order_id, application_no: order.application_no },
    };
  };

  const benefits = ({
    query,
    auth,
    now,
  }: Context<'gojekPassengerBenefits', 'query' | 'auth' | 'now'>): {
    body: z.input<typeof BenefitsResponse>;
  } => {
    const order = ownOrder(auth.user, query.order_id, kind);
    const list = orderBenefits(order, withinWindow(order, now));
    return {
      body: {
        benefit_list_data: list.map(toClaimBenefit),
        is_multi_benefit_claimable: list.length > 1 && product.multiBenefit,
      },
    };
  };

  const validateClaim = ({
    body,
    auth,
    store,
    now,
  }: Context<'gojekPassengerValidateClaim', 'body' | 'auth' | 'store' | 'now'>): {
    body: { result: 'success' };
  } => {
    checkOrderClaim(store, auth.user, kind, body.order_id, body.benefit_id, now);
    return { body: { result: 'success' } };
  };

  const createClaim = ({
    body,
    auth,
    store,
    now,
  }: Context<'gojekPassengerCreateClaim', 'body' | 'auth' | 'store' | 'now'>): {
    status: number;
    body: { claim_id: string };
  } => {
    const { order, benefit } = checkOrderClaim(store, auth.user, kind, body.order_id, body.benefit_id, now);
    checkAnswers(benefit, body.question_data);
    const record = openClaim(
      store,
      {
        ownerId: auth.user.id,
        partnerId: product.partner,
        sourceId: order.order_id,
        productKey: product.product_key,
        productDisplayName: product.product_display_name,
        holderName: auth.user.name,
        category: product.category,
        benefit,
        claimantUserId: null,
        answers: body.question_data,
        channel: 'policy',
      },
      now,
    );
    return { status: 201, body: { claim_id: record.card.claim_id } };
  };

  return { createOrder, benefits, validateClaim, createClaim };
}

const passenger = handlersFor('passenger');
const driver = handlersFor('driver');
const life = handlersFor('life');

export const rideHailingHandlers = {
  gojekPassengerCreateOrder: passenger.createOrder,
  gojekPassengerBenefits: passenger.benefits,
  gojekPassengerValidateClaim: passenger.validateClaim,
  gojekPassengerCreateClaim: passenger.createClaim,
  goDriverCreateOrder: driver.createOrder,
  goDriverBenefits: driver.benefits,
  goDriverValidateClaim: driver.validateClaim,
  goDriverCreateClaim: driver.createClaim,
  goLifeCreateOrder: life.createOrder,
  goLifeBenefits: life.benefits,
  goLifeCreateClaim: life.createClaim,
} satisfies HandlerMap;
