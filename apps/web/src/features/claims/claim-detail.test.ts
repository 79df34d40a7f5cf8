import { describe, expect, it } from 'vitest';
import type { ClaimDetails } from '@portal/contracts/entities/claim-form';
import { documentLabel } from '../../lib/broker-document-labels.ts';
import { claimDetailsGroup, statusTimeline, submittedDocuments } from './claim-detail.ts';

const form = (attributes: ClaimDetails['forms'][number]['attributes']) => ({
  name: 'Dokumen',
  slug: 'docs',
  is_valid: true,
  attributes,
});

describe('submittedDocuments', () => {
  it('lists every file value with its label, numbering lists', () => {
    const documents = submittedDocuments({
      forms: [
        form([
          { name: 'incident_date', value: '2026-01-01', type: 'date', label: 'Tanggal' },
          {
            name: 'photos',
            label: 'Foto kerusakan',
            type: 'file',
            value: ['https://files.example/a.jpg', 'https://files.example/b.jpg'],
          },
          { name: 'receipt', label: 'Bukti pembelian', type: 'file', value: 'https://files.example/r.pdf' },
          { name: 'imei', label: 'Foto IMEI', type: 'file', value: null },
        ]),
      ],
    });
    expect(documents).toEqual([
      { label: 'Foto kerusakan (1)', url: 'https://files.example/a.jpg' },
      { label: 'Foto kerusakan (2)', url: 'https://files.example/b.jpg' },
      { label: 'Bukti pembelian', url: 'https://files.example/r.pdf' },
    ]);
  });

  it('words each document as the page asks, by its type, before numbering it', () => {
    const file = (name: string, label: string, value: string | string[]) =>
      ({ name, label, type: 'file', value }) as const;
    const wording = (type: string, brokerLabel: string) => documentLabel(type, brokerLabel, 'en');
    const claim = {
      forms: [
        form([
          file('damage_photos', 'Foto kerusakan kendaraan', ['/files/a.png', '/files/b.png']),
          file('bike_frame_photo', 'Foto rangka sepeda', '/files/c.png'),
        ]),
      ],
    };
    expect(submittedDocuments(claim, wording).map((document) => document.label)).toEqual([
      'Photos of the damage (1)',
      'Photos of the damage (2)',
      'Foto rangka sepeda',
    ]);
  });

  it('lists the gateway file refs the claim detail carries (decision record 0006)', () => {
    const documents = submittedDocuments({
      forms: [
        form([
          {
            name: 'photos',
            label: 'Foto kerusakan',
            type: 'file',
            value: ['/files/abc.png', '/files/def.png'],
          },
          { name: 'imei', label: 'Foto IMEI', type: 'file', value: '/files/ghi.png' },
        ]),
      ],
    });
    expect(documents).toEqual([
      { label: 'Foto kerusakan (1)', url: '/files/abc.png' },
      { label: 'Foto kerusakan (2)', url: '/files/def.png' },
      { label: 'Foto IMEI', url: '/files/ghi.png' },
    ]);
  });

  it('never offers a script or data address as a link', () => {
    const documents = submittedDocuments({
      forms: [
        form([
          { name: 'a', type: 'file', value: 'javascript:alert(1)' },
          { name: 'b', type: 'file', value: ['data:text/html,hi', 'not a url', '//evil.example/files/x'] },
        ]),
      ],
    });
    expect(documents).toEqual([]);
  });
});

describe('statusTimeline', () => {
  it('ends the broker history with the current status', () => {
    const steps = statusTimeline({
      status: { status_code: 'claim_payment_paid', status_group: 'settled', display_name: 'Dibayar' },
      created_at: '2026-09-21T19:30:00+07:00',
      status_history: [
        { status_code: 'initiated', display_name: 'Diajukan', changed_at: '2026-09-21T19:30:00+07:00' },
        {
          status_code: 'claim_payment_paid',
          display_name: 'Dibayar',
          changed_at: '2026-09-25T10:00:00+07:00',
        },
      ],
    });
    expect(steps.map((step) => [step.statusCode, step.current])).toEqual([
      ['initiated', false],
      ['claim_payment_paid', true],
    ]);
  });

  it('adds the current status when the history stops before it', () => {
    const steps = statusTimeline({
      status: { status_code: 'document_received' },
      status_history: [{ status_code: 'initiated', display_name: 'Diajukan', changed_at: '2026-01-01' }],
    });
    expect(steps.at(-1)).toMatchObject({ statusCode: 'document_received', at: null, current: true });
  });

  it('falls back to the submission and the current status without a history', () => {
    expect(
      statusTimeline({ status: { status_code: 'initiated' }, status_history: [], created_at: '2026-01-01' }),
    ).toEqual([{ statusCode: 'initiated', displayName: 'initiated', at: '2026-01-01', current: true }]);
    expect(
      statusTimeline({ status: { status_code: 'rejected' }, status_history: [], created_at: '2026-01-01' }),
    ).toHaveLength(2);
  });
});

describe('claimDetailsGroup', () => {
  it('prefers the group the broker sent, else derives it from the code', () => {
    expect(claimDetailsGroup({ status: { status_code: 'document_reprocess' } })).toBe('document_reprocess');
    expect(claimDetailsGroup({ status: { status_code: 'claim_payment_paid' } })).toBe('settled');
    expect(claimDetailsGroup({ status: { status_code: 'approved', status_group: 'settled' } })).toBe(
      'settled',
    );
  });
});
