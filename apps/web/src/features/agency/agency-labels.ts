import type { AgencyPolicy } from '@portal/contracts/entities/agency';
import { m } from '@portal/i18n/messages';
import type { BadgeTone } from '../../components/ui/badge.tsx';
import type { AgencyCoverageFilter, AgencyProductCode } from '../../lib/search-params.ts';

export const PRODUCT_LABELS: Record<AgencyProductCode, () => string> = {
  'car-protection': () => m.agency_product_car_protection(),
  'travel-protection': () => m.agency_product_travel_protection(),
  'extended-warranty-protection': () => m.agency_product_extended_warranty_protection(),
};

export const COVERAGE_LABELS: Record<AgencyCoverageFilter, () => string> = {
  all: () => m.agency_coverage_all(),
  active: () => m.agency_coverage_active(),
  inactive: () => m.agency_coverage_inactive(),
  expired: () => m.agency_coverage_expired(),
};

type CoverageStatus = AgencyPolicy['coverage_period']['status'];

export const COVERAGE_TONES: Record<CoverageStatus, BadgeTone> = {
  ACTIVE: 'green',
  INACTIVE: 'blue',
  EXPIRED: 'grey',
};

export function coverageLabel(status: CoverageStatus): string {
  return COVERAGE_LABELS[status.toLowerCase() as Exclude<AgencyCoverageFilter, 'all'>]();
}
