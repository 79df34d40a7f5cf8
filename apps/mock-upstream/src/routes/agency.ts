import { AGENCY_SERVICES } from '@portal/contracts/constants';
import type { HandlerMap } from './handler.ts';
import { forbidden } from '../http/mock-error.ts';

export const agencyHandlers = {
  agencyPolicyList: ({ query, auth, store }) => {
    if (!auth.user.services.some((service) => AGENCY_SERVICES.includes(service))) throw forbidden();
    const matching = store
      .agencyPoliciesOf(auth.user.id)
      .map((record) => record.policy)
      .filter((policy) => policy.provider_package.package.product.code === query.product_code)
      .filter(
        (policy) =>
          query.coverage_status === undefined || policy.coverage_period.status === query.coverage_status,
      );
    const start = (query.page - 1) * query.page_size;
    return {
      body: {
        data: matching.slice(start, start + query.page_size),
        page: query.page,
        page_size: query.page_size,
        total: matching.length,
      },
    };
  },
} satisfies HandlerMap;
