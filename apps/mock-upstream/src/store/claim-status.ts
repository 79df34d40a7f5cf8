import type { ClaimStatusGroup } from '@portal/contracts/entities/claim';
import {
  CLAIM_STATUS_GROUP_BY_CODE,
  CLAIM_STATUS_LABEL_KEY_BY_CODE,
  type ClaimStatusCode,
  type ClaimStatusLabelKey,
} from '@portal/contracts/entities/claim-status';

/**
 * The Indonesian display name the broker sends for each status label of spec §4. The broker speaks for
 * itself here (the portal translates from the status code), so the texts live in the mock, not in i18n.
 */
const DISPLAY_NAME_BY_LABEL: Record<ClaimStatusLabelKey, string> = {
  claims_status_initiated: 'Klaim Diajukan',
  claims_status_document_verification: 'Verifikasi Dokumen',
  claims_status_claim_verification: 'Verifikasi Klaim',
  claims_status_document_pending: 'Menunggu Dokumen',
  claims_status_in_survey: 'Dalam Survei',
  claims_status_survey_successful: 'Survei Berhasil',
  claims_status_work_completed: 'Pekerjaan Selesai',
  claims_status_document_received: 'Dokumen Diterima',
  claims_status_verified: 'Terverifikasi',
  claims_status_re_upload: 'Unggah Ulang',
  claims_status_rejected: 'Ditolak',
  claims_status_in_verification: 'Dalam Verifikasi',
  claims_status_approved: 'Disetujui',
  claims_status_paid: 'Dibayar',
  claims_status_payment_in_process: 'Pembayaran Diproses',
  claims_status_service_center_check: 'Pemeriksaan Service Center',
  claims_status_in_repair: 'Dalam Perbaikan',
  claims_status_repair_completed: 'Perbaikan Selesai',
  claims_status_waiting_for_device: 'Menunggu Perangkat',
  claims_status_approval_from_service_center: 'Persetujuan dari Service Center',
  claims_status_cancelled: 'Dibatalkan',
  claims_status_return_of_goods_approved: 'Pengembalian Barang Disetujui',
  claims_status_in_progress: 'Sedang Diproses',
  claims_status_accepted: 'Diterima',
  claims_status_settled: 'Selesai',
  claims_status_completed: 'Selesai',
  claims_status_closed: 'Ditutup',
};

export interface ClaimStatusView {
  status_code: ClaimStatusCode;
  status_group: ClaimStatusGroup;
  status_display_name: string;
}

/** Group and display name follow the code, through the contracts' status map. */
export function claimStatusView(code: ClaimStatusCode): ClaimStatusView {
  return {
    status_code: code,
    status_group: CLAIM_STATUS_GROUP_BY_CODE[code],
    status_display_name: DISPLAY_NAME_BY_LABEL[CLAIM_STATUS_LABEL_KEY_BY_CODE[code]],
  };
}

/** Groups that still wait for the customer's documents carry a submission deadline (spec §4). */
export const GROUPS_WITH_DOCUMENT_DEADLINE: readonly ClaimStatusGroup[] = [
  'initiated',
  'document_pending',
  'document_reprocess',
];
export const DOCUMENT_DEADLINE_DAYS = 30;

export { EDITABLE_STATUS_CODES } from '@portal/contracts/entities/claim-status';

/** Statuses of a claim still open on its benefit (a second claim on the same benefit is refused). */
export const OPEN_STATUS_GROUPS: readonly ClaimStatusGroup[] = [
  'initiated',
  'document_pending',
  'document_received',
  'document_reprocess',
];

/** ISO date-time at the Jakarta offset, the way every broker date reads. */
export function jakartaDateTime(instant: Date): string {
  const wallClock = new Date(instant.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 19);
  return `${wallClock}+07:00`;
}

export function addDays(isoDateTime: string, days: number): string {
  const date = new Date(isoDateTime);
  date.setUTCDate(date.getUTCDate() + days);
  return jakartaDateTime(date);
}
