import { describe, expect, it } from 'vitest';
import { BankAccount, BankAccountInput, BankVerificationPayload } from './bank.ts';

const account = {
  id: 'ba-1',
  is_preferred: true,
  holder_name: 'Budi Santoso',
  account_no: '1234567890',
  bank_code: 'BCA',
  branch_name: 'KCP Sudirman',
};

describe('BankAccount', () => {
  it('parses a stored account', () => {
    expect(BankAccount.parse(account)).toEqual(account);
    expect(BankAccount.parse({ ...account, branch_name: null }).branch_name).toBeNull();
  });

  it.each([
    ['a blank holder name', { ...account, holder_name: '   ' }],
    ['letters in the account number', { ...account, account_no: '12345abc' }],
    ['no bank', { ...account, bank_code: '' }],
    ['no id', { ...account, id: undefined }],
  ])('rejects %s', (_case, payload) => {
    expect(BankAccount.safeParse(payload).success).toBe(false);
  });

  it('takes a new account without id, defaulting preference and branch', () => {
    expect(BankAccountInput.parse({ holder_name: 'Budi', account_no: '12345678', bank_code: 'BNI' })).toEqual(
      {
        holder_name: 'Budi',
        account_no: '12345678',
        bank_code: 'BNI',
        is_preferred: false,
        branch_name: null,
      },
    );
  });
});

describe('BankVerificationPayload', () => {
  it('needs holder name, number, bank and claim number', () => {
    const payload = {
      account_holder_name: 'Budi',
      account_number: '12345678',
      bank_code: 'BCA',
      claim_no: 'C-1',
    };
    expect(BankVerificationPayload.safeParse(payload).success).toBe(true);
    expect(BankVerificationPayload.safeParse({ ...payload, claim_no: undefined }).success).toBe(false);
  });
});
