import { CLAIM_STATUS_GROUP_BY_CODE } from '@portal/contracts/claim-constants';
import type { ClaimDetails } from '@portal/contracts/entities/claim-form';
import type { ClaimStatusGroup } from '@portal/contracts/entities/claim';
import { isWebUrl } from '../../lib/safe-url.ts';

/** The status group of a code, when the portal knows the code. */
export function statusGroupOf(code: string): ClaimStatusGroup | null {
  return Object.hasOwn(CLAIM_STATUS_GROUP_BY_CODE, code)
    ? CLAIM_STATUS_GROUP_BY_CODE[code as keyof typeof CLAIM_STATUS_GROUP_BY_CODE]
    : null;
}

export function claimDetailsGroup(details: Pick<ClaimDetails, 'status'>): ClaimStatusGroup {
  return details.status.status_group ?? CLAIM_STATUS_GROUP_BY_CODE[details.status.status_code];
}

export interface SubmittedDocument {
  /** The attribute's label (as `labelOf` gives it), numbered when it holds several files ("Foto kerusakan (2)"). */
  label: string;
  url: string;
}

/**
 * The gateway hands file values to the page as same-site refs (`/files/…`, decision record 0006), never the
 * broker's storage address; a ref opens the file through the gateway.
 */
const FILE_REF_PREFIX = '/files/';

function isDocumentAddress(value: unknown): value is string {
  return typeof value === 'string' && (value.startsWith(FILE_REF_PREFIX) || isWebUrl(value));
}

/**
 * The files a claim holds: every file attribute of every form, in form order (spec §4 upload flow). `labelOf`
 * words a document from its type and the broker's label (the page passes the reader's language, record 0055).
 */
export function submittedDocuments(
  details: Pick<ClaimDetails, 'forms'>,
  labelOf: (documentType: string, brokerLabel: string) => string = (_type, brokerLabel) => brokerLabel,
): SubmittedDocument[] {
  return details.forms.flatMap((form) =>
    form.attributes
      .filter((attribute) => attribute.type === 'file')
      .flatMap((attribute) => {
        const values = (Array.isArray(attribute.value) ? attribute.value : [attribute.value]).filter(
          isDocumentAddress,
        );
        const label = labelOf(attribute.name, attribute.label ?? attribute.name);
        return values.map((url, index) => ({
          label: values.length > 1 ? `${label} (${index + 1})` : label,
          url,
        }));
      }),
  );
}

export interface TimelineStep {
  statusCode: string;
  displayName: string;
  /** When the claim reached this status; null when the broker did not say. */
  at: string | null;
  current: boolean;
}

/**
 * The claim's status changes, oldest first, ending with the current status. Without a history from the
 * broker it is the submission and, when the claim has moved on, the current status.
 */
export function statusTimeline(
  details: Pick<ClaimDetails, 'status' | 'status_history' | 'created_at'>,
): TimelineStep[] {
  const current = details.status;
  const steps: Omit<TimelineStep, 'current'>[] =
    details.status_history.length > 0
      ? details.status_history.map((change) => ({
          statusCode: change.status_code,
          displayName: change.display_name,
          at: change.changed_at,
        }))
      : [{ statusCode: 'initiated', displayName: 'initiated', at: details.created_at ?? null }];
  if (steps[steps.length - 1]?.statusCode !== current.status_code) {
    steps.push({
      statusCode: current.status_code,
      displayName: current.display_name ?? current.status_code,
      at: null,
    });
  }
  return steps.map((step, index) => ({ ...step, current: index === steps.length - 1 }));
}
