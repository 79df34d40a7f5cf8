import type { Locale } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { Field } from '../../../components/field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { packageName } from '../../../lib/broker-package-names.ts';
import { productName } from '../../../lib/broker-product-names.ts';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { fieldLabel } from '../field-labels.ts';
import type { EndorsementViewData } from '../hooks/use-endorsement.ts';

type Section = EndorsementViewData['sections'][number];
type SummaryItem = Section['summary'][number];

/** A summary value as read: dates in the user's language, amounts in rupiah; identity numbers come masked. */
function shownValue(item: SummaryItem, locale: Locale): string {
  if (item.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(item.value)) return formatDate(item.value, locale);
  if (item.type === 'number' && /^\d+(\.\d+)?$/.test(item.value)) return formatRupiah(Number(item.value));
  return item.value;
}

/** The policy being changed (spec §2 endorsement pages): product, number, holder, period and the row's summary. */
export function PolicySummaryCard({ section, several }: { section: Section; several: boolean }) {
  const locale = useLocale();
  const product = productName(section.productKey, section.productName);
  // Several policies of one product (an aggregate): each card is named by its number too.
  const title = several
    ? m.endorse_policy_fact({
        product,
        number: section.policyNumber ?? section.applicationNo,
      })
    : product;
  return (
    <SectionCard title={title}>
      <p className="-mt-2 text-sm text-slate-700">{packageName(section.packageName)}</p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
        <Field label={m.policies_policy_number()} value={section.policyNumber ?? m.policies_not_issued()} />
        <Field label={m.policies_application_number()} value={section.applicationNo} />
        <Field label={m.policies_holder()} value={section.holderName} />
        <Field
          label={m.policies_period()}
          value={m.common_date_range({
            start: formatDate(section.startTime, locale),
            end: formatDate(section.expiryTime, locale),
          })}
        />
        {section.summary.map((item) => (
          <Field key={item.name} label={fieldLabel(item.name, item.label)} value={shownValue(item, locale)} />
        ))}
      </dl>
    </SectionCard>
  );
}
