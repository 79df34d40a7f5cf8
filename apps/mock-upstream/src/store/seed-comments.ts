import type { Comment, SolvedTicket } from '@portal/contracts/entities/comment';

/** The name customer-service replies carry when QA does not give one. */
export const CUSTOMER_SERVICE_NAME = 'Customer Service';

function comment(
  id: string,
  entityRefId: string,
  sender: 'user' | 'agent',
  senderName: string,
  message: string,
  createdAt: string,
): Comment {
  return {
    id,
    entity_ref_id: entityRefId,
    message,
    sender_type: sender,
    sender_name: senderName,
    attachment_url: null,
    created_at: createdAt,
  };
}

/** Open conversations, keyed by claim id (the comments' entity_ref_id). Comment ids are `cmt_<n>`. */
export function seedConversations(): Map<string, Comment[]> {
  return new Map<string, Comment[]>([
    [
      'clm_1102',
      [
        comment(
          'cmt_0001',
          'clm_1102',
          'agent',
          'Rani (Customer Service)',
          'Halo Pak Budi, mohon unggah surat keterangan rawat inap dari rumah sakit agar klaim dapat kami proses.',
          '2026-11-13T08:30:00+07:00',
        ),
        comment(
          'cmt_0002',
          'clm_1102',
          'user',
          'Budi Santoso',
          'Baik, suratnya baru bisa saya ambil besok. Apakah bisa menyusul?',
          '2026-11-13T09:02:00+07:00',
        ),
      ],
    ],
    [
      'clm_1105',
      [
        comment(
          'cmt_0003',
          'clm_1105',
          'agent',
          'Rani (Customer Service)',
          'Foto hasil laboratorium kurang jelas. Mohon unggah ulang dengan pencahayaan yang cukup.',
          '2026-11-15T10:10:00+07:00',
        ),
      ],
    ],
    [
      'clm_2102',
      [
        comment(
          'cmt_0004',
          'clm_2102',
          'user',
          'Siti Rahmawati',
          'Penerbangan saya tertunda 5 jam, dokumen apa saja yang perlu saya siapkan?',
          '2026-11-19T21:20:00+07:00',
        ),
      ],
    ],
  ]);
}

/** Tickets customer service closed, keyed by claim id. Ticket ids are `tkt_<n>`. */
export function seedSolvedTickets(): Map<string, SolvedTicket[]> {
  return new Map<string, SolvedTicket[]>([
    [
      'clm_1106',
      [
        {
          ticket_id: 'tkt_0001',
          entity_ref_id: 'clm_1106',
          subject: 'Kapan dana klaim ditransfer?',
          solved_at: '2026-09-24T10:00:00+07:00',
          comments: [
            comment(
              'cmt_0005',
              'clm_1106',
              'user',
              'Budi Santoso',
              'Kapan dana klaim ditransfer?',
              '2026-09-23T15:00:00+07:00',
            ),
            comment(
              'cmt_0006',
              'clm_1106',
              'agent',
              'Dimas (Customer Service)',
              'Dana klaim sudah kami transfer ke rekening BCA Anda hari ini. Terima kasih.',
              '2026-09-24T09:30:00+07:00',
            ),
          ],
        },
      ],
    ],
    [
      'clm_2105',
      [
        {
          ticket_id: 'tkt_0002',
          entity_ref_id: 'clm_2105',
          subject: 'Rekening tujuan pembayaran',
          solved_at: '2025-02-12T16:00:00+07:00',
          comments: [
            comment(
              'cmt_0007',
              'clm_2105',
              'user',
              'Siti Rahmawati',
              'Apakah pembayaran bisa ke rekening BNI saya?',
              '2025-02-11T10:00:00+07:00',
            ),
            comment(
              'cmt_0008',
              'clm_2105',
              'agent',
              'Rani (Customer Service)',
              'Bisa, Bu. Rekening BNI Anda sudah kami catat sebagai rekening tujuan.',
              '2025-02-12T15:40:00+07:00',
            ),
          ],
        },
      ],
    ],
  ]);
}
