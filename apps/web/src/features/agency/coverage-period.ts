import type { AgencyPolicy } from '@portal/contracts/entities/agency';
import type { Locale } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { formatDate } from '../../lib/format.ts';

/** "1 Maret 2026 – 1 Maret 2027", or "Hingga 31 Desember 2027" when the start is not known yet. */
export function coveragePeriodText(period: AgencyPolicy['coverage_period'], locale: Locale): string {
  const end = formatDate(period.end, locale);
  return period.start
    ? m.common_date_range({ start: formatDate(period.start, locale), end })
    : m.agency_period_until({ end });
}
