import { describe, expect, it } from 'vitest';
import { RecordingMasker } from './recording-masking.ts';
import { standInFile } from './stand-in-files.ts';

const context = { otpCall: false };

describe('RecordingMasker', () => {
  it('gives a value one stand-in everywhere: in bodies, inside strings, in paths, whatever the case', () => {
    const masker = new RecordingMasker();
    const spots: string[] = [];
    const body = masker.json(
      {
        claim: {
          attributes: [
            { name: 'account_holder_name', value: 'Budi Santoso' },
            { name: 'account_number', value: '1234567890' },
            { name: 'incident_place', value: 'Jakarta' },
          ],
        },
        bank: { account_holder_name: 'BUDI SANTOSO', account_number: '1234567890' },
        signed_url: 'http://mock.test/__storage/a.png?signature=s3cr3t&tenant=x',
        header: 'Bearer abc.def',
        contact: 'budi@example.co.id',
        avatar: `data:image/png;base64,${Buffer.from('real photo').toString('base64')}`,
        member: { user_id: 'usr_1', name: 'Budi Santoso', relation: 'self' },
      },
      context,
      '$.body',
      spots,
    );
    expect(body).toEqual({
      claim: {
        attributes: [
          { name: 'account_holder_name', value: 'Nama Samaran A' },
          { name: 'account_number', value: '9000000001' },
          { name: 'incident_place', value: 'Jakarta' },
        ],
      },
      bank: { account_holder_name: 'NAMA SAMARAN A', account_number: '9000000001' },
      signed_url: 'http://mock.test/__storage/a.png?signature=masked-token-1&tenant=x',
      header: 'Bearer masked-token-2',
      contact: 'masked-user-1@example.com',
      avatar: `data:image/png;base64,${standInFile('image/png').toString('base64')}`,
      member: { user_id: 'usr_1', name: 'Nama Samaran A', relation: 'self' },
    });
    expect(spots).toEqual([
      '$.body.claim.attributes[0].value',
      '$.body.claim.attributes[1].value',
      '$.body.bank.account_holder_name',
      '$.body.bank.account_number',
      '$.body.signed_url',
      '$.body.header',
      '$.body.contact',
      '$.body.avatar',
      '$.body.member.name',
    ]);
    const pathSpots: string[] = [];
    expect(masker.path('/api/v1/users/budi%40example.co.id/accounts/1234567890/', pathSpots)).toBe(
      '/api/v1/users/masked-user-1%40example.com/accounts/9000000001/',
    );
    expect(pathSpots).toEqual(['$.path[4]', '$.path[6]']);
  });

  it('keeps a stand-in valid for its kind: digits of the same length, the country code of a phone', () => {
    const masker = new RecordingMasker();
    const masked = masker.json(
      {
        phone: '6281200000001',
        mobile_no: '+62 812-0000-0002',
        otp: '123456',
        operation_id: 'op',
        code: '4321',
      },
      { otpCall: true },
      '$',
      [],
    );
    expect(masked).toEqual({
      phone: '6290000000001',
      mobile_no: '+62 900-0000-0002',
      otp: '000001',
      operation_id: 'op',
      code: '0002',
    });
  });

  it('masks the numbers that name a person or their things: ID card, IMEI, report references, as form values too', () => {
    const masker = new RecordingMasker();
    const spots: string[] = [];
    const masked = masker.json(
      {
        id_number: '3174012301900001',
        imei: '353912110847265',
        attributes: [
          { name: 'reference_number', value: 'LP/123/XI/2026' },
          { name: 'imei', value: '353912110847265' },
          { name: 'incident_place', value: 'Jl. Sudirman 1' },
        ],
      },
      { otpCall: false },
      '$.body',
      spots,
    );
    expect(masked).toEqual({
      id_number: '8000000000000001',
      imei: '800000000000002',
      attributes: [
        { name: 'reference_number', value: 'LP/800/XI/0003' },
        { name: 'imei', value: '800000000000002' },
        { name: 'incident_place', value: 'Jl. Sudirman 1' },
      ],
    });
    expect(spots).toEqual([
      '$.body.id_number',
      '$.body.imei',
      '$.body.attributes[0].value',
      '$.body.attributes[1].value',
    ]);
  });
});
