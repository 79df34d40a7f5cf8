import {
  DEMO,
  enterCode,
  expectNoAxeViolations,
  injectFault,
  login,
  requestOtp,
  signIn,
  resetMock,
  expect,
  test,
  type Locator,
  type Page,
} from './support.ts';

/** The user's bank accounts (spec §3, §5, §7): list preferred first, add, edit, set preferred, delete. */

test.beforeEach(async () => {
  await resetMock();
});

const BNI = 'Bank Negara Indonesia (BNI)';
const BCA = 'Bank Central Asia (BCA)';

function accountList(page: Page) {
  return page.getByRole('list', { name: 'Rekening bank' });
}

function accountCard(page: Page, number: string) {
  return accountList(page).getByRole('listitem').filter({ hasText: number });
}

async function openBankAccounts(page: Page) {
  await page.getByRole('button', { name: /Menu akun/ }).click();
  await page.getByRole('menuitem', { name: 'Rekening bank' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rekening bank' })).toBeVisible();
}

async function chooseBank(page: Page, form: Locator, bank: string) {
  await form.getByRole('combobox', { name: 'Bank', exact: true }).click();
  await page.getByRole('option', { name: bank, exact: true }).click();
  await expect(form.getByRole('combobox', { name: 'Bank', exact: true })).toContainText(bank);
}

function success(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

test('an account is added with holder name, number and bank, then edited', async ({ page }) => {
  await login(page);
  await openBankAccounts(page);
  const cards = accountList(page).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('5270123456');
  await expect(cards.first()).toContainText('Utama');
  await expect(cards.first()).toContainText('Cabang KCP Tebet');
  await expect(cards.nth(1)).not.toContainText('Utama');
  await expectNoAxeViolations(page);

  // Spec §5: holder name, account number and bank are required, each with its own message.
  await page.getByRole('button', { name: 'Tambah rekening' }).click();
  const form = page.getByRole('form', { name: 'Rekening baru' });
  await expect(form.getByLabel('Nama pemilik rekening')).toBeFocused();
  await form.getByRole('button', { name: 'Simpan rekening' }).click();
  await expect(form.getByLabel('Nama pemilik rekening')).toHaveAccessibleDescription(
    /Nama pemilik rekening harus diisi/,
  );
  await expect(form.getByLabel('Nomor rekening')).toHaveAccessibleDescription(/Nomor rekening harus diisi/);
  await expect(form.getByRole('combobox', { name: 'Bank', exact: true })).toHaveAccessibleDescription(
    'Bank harus dipilih',
  );
  await form.getByLabel('Nomor rekening').fill('88a0012');
  await form.getByRole('button', { name: 'Simpan rekening' }).click();
  await expect(form.getByLabel('Nomor rekening')).toHaveAccessibleDescription(
    /Nomor rekening harus 5–20 angka/,
  );
  await expectNoAxeViolations(page);

  await form.getByLabel('Nama pemilik rekening').fill('Budi Santoso');
  await form.getByLabel('Nomor rekening').fill('888 001 2345');
  await chooseBank(page, form, BNI);
  await form.getByLabel('Nama cabang (opsional)').fill('KCP Kuningan');
  await form.getByRole('button', { name: 'Simpan rekening' }).click();
  await expect(success(page, `Rekening ${BNI} 8880012345 ditambahkan.`)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(cards).toHaveCount(3);
  const added = accountCard(page, '8880012345');
  await expect(added).toContainText(BNI);
  await expect(added).toContainText('Cabang KCP Kuningan');
  await expect(added).not.toContainText('Utama');
  await expectNoAxeViolations(page);

  // Edit: the form opens with the account's values.
  await added.getByRole('button', { name: `Ubah rekening ${BNI} 8880012345` }).click();
  const edit = page.getByRole('form', { name: 'Ubah rekening' });
  await expect(edit.getByLabel('Nama pemilik rekening')).toHaveValue('Budi Santoso');
  await expect(edit.getByLabel('Nomor rekening')).toHaveValue('8880012345');
  await expect(edit.getByRole('combobox', { name: 'Bank', exact: true })).toContainText(BNI);
  await expectNoAxeViolations(page);
  await edit.getByLabel('Nama pemilik rekening').fill('Budi Santoso Wijaya');
  await edit.getByRole('button', { name: 'Simpan rekening' }).click();
  await expect(success(page, `Rekening ${BNI} 8880012345 diperbarui.`)).toBeVisible();
  await expect(accountCard(page, '8880012345').getByRole('heading')).toHaveText('Budi Santoso Wijaya');
  // The closed form gives the focus back to the button that opened it, so a keyboard user goes on from there.
  const editButton = accountCard(page, '8880012345').getByRole('button', { name: /^Ubah rekening/ });
  await expect(editButton).toBeFocused();

  // Cancelled the same.
  await page.keyboard.press('Enter');
  await expect(edit).toBeVisible();
  await edit.getByRole('button', { name: 'Batal' }).click();
  await expect(edit).toBeHidden();
  await expect(editButton).toBeFocused();
});

test('another account is made the main one, and the main one is deleted after a confirmation', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/bank-accounts');
  const cards = accountList(page).getByRole('listitem');
  await expect(cards.first()).toContainText('5270123456');

  // Set preferred: it moves first, and it is the only main account.
  await accountCard(page, '1270009876543')
    .getByRole('button', { name: 'Jadikan utama: rekening Bank Mandiri 1270009876543' })
    .click();
  await expect(success(page, 'Rekening Bank Mandiri 1270009876543 sekarang rekening utama.')).toBeVisible();
  await expect(cards.first()).toContainText('1270009876543');
  await expect(cards.first()).toContainText('Utama');
  await expect(accountList(page).getByText('Utama', { exact: true })).toHaveCount(1);
  await expect(accountCard(page, '5270123456').getByRole('button', { name: /Jadikan utama/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Delete the main account: the confirmation says another one takes over; cancelling keeps it.
  const deleteMain = accountCard(page, '1270009876543').getByRole('button', {
    name: 'Hapus rekening Bank Mandiri 1270009876543',
  });
  await deleteMain.click();
  const dialog = page.getByRole('dialog', { name: 'Hapus rekening?' });
  await expect(dialog).toContainText(
    'Rekening Bank Mandiri 1270009876543 atas nama Budi Santoso akan dihapus',
  );
  await expect(dialog).toContainText('Ini rekening utama Anda.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(2);
  // The focus is back on the button that opened the dialog, also after Escape.
  await expect(deleteMain).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteMain).toBeFocused();

  await deleteMain.click();
  await dialog.getByRole('button', { name: 'Ya, hapus' }).click();
  await expect(dialog).toBeHidden();
  await expect(success(page, 'Rekening Bank Mandiri 1270009876543 dihapus.')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('5270123456');
  await expect(cards.first()).toContainText('Utama');
  // Its button is gone with it: the focus goes to the page's content, not to the top of the document.
  await expect(page.getByRole('main')).toBeFocused();
  await expectNoAxeViolations(page);
});

test('a failed save says why and keeps what was typed', async ({ page }) => {
  await signIn(page);
  await page.goto('/bank-accounts');
  await page.getByRole('button', { name: 'Tambah rekening' }).click();
  const form = page.getByRole('form', { name: 'Rekening baru' });
  await form.getByLabel('Nama pemilik rekening').fill('Budi Santoso');
  await form.getByLabel('Nomor rekening').fill('5270123456');
  await chooseBank(page, form, BCA);
  await form.getByLabel('Jadikan rekening utama').check();

  await injectFault({ method: 'POST', path: '/api/v1/user/bank-account/', status: 500, times: 1 });
  await form.getByRole('button', { name: 'Simpan rekening' }).click();
  await expect(form.getByRole('alert')).toHaveText('Gagal menyimpan rekening bank. Silakan coba lagi.');
  await expect(form.getByLabel('Nama pemilik rekening')).toHaveValue('Budi Santoso');
  await expect(form.getByLabel('Nomor rekening')).toHaveValue('5270123456');
  await expect(form.getByRole('combobox', { name: 'Bank', exact: true })).toContainText(BCA);
  await expect(form.getByLabel('Jadikan rekening utama')).toBeChecked();
  await expectNoAxeViolations(page);

  // The same bank and number are saved already: the broker says so, in its own words.
  await form.getByRole('button', { name: 'Simpan rekening' }).click();
  await expect(form.getByRole('alert')).toHaveText('Rekening ini sudah terdaftar di profil Anda');
  await expect(form.getByLabel('Nomor rekening')).toHaveValue('5270123456');

  // The refusal was about the number sent: changing the number takes it away.
  await form.getByLabel('Nomor rekening').fill('5270999888');
  await expect(form.getByText('Rekening ini sudah terdaftar di profil Anda')).toHaveCount(0);
  await form.getByRole('button', { name: 'Simpan rekening' }).click();
  await expect(success(page, `Rekening ${BCA} 5270999888 ditambahkan.`)).toBeVisible();
  const cards = accountList(page).getByRole('listitem');
  await expect(cards.first()).toContainText('5270999888');
  await expect(cards.first()).toContainText('Utama');

  // A failed edit keeps the edit open with what was typed.
  await injectFault({ method: 'PUT', path: '/api/v1/user/bank-account/*', status: 500, times: 1 });
  await accountCard(page, '1270009876543')
    .getByRole('button', { name: /^Ubah rekening/ })
    .click();
  const edit = page.getByRole('form', { name: 'Ubah rekening' });
  await edit.getByLabel('Nama cabang (opsional)').fill('KC Sudirman');
  await edit.getByRole('button', { name: 'Simpan rekening' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Gagal menyimpan rekening bank. Silakan coba lagi.');
  await expect(edit.getByLabel('Nama cabang (opsional)')).toHaveValue('KC Sudirman');
  await expectNoAxeViolations(page);
});

test('without accounts the page says so, and the first account added is the main one', async ({ page }) => {
  await login(page, DEMO.tapinsurance);
  await openBankAccounts(page);
  await page.getByRole('button', { name: /^Hapus rekening/ }).click();
  await page
    .getByRole('dialog', { name: 'Hapus rekening?' })
    .getByRole('button', { name: 'Ya, hapus' })
    .click();
  await expect(page.getByRole('heading', { name: 'Belum ada rekening' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Tambah rekening' }).click();
  const form = page.getByRole('form', { name: 'Rekening baru' });
  await expect(form.getByLabel('Jadikan rekening utama')).toHaveCount(0);
  await form.getByLabel('Nama pemilik rekening').fill('Siti Rahmawati');
  await form.getByLabel('Nomor rekening').fill('0412345678');
  await chooseBank(page, form, BNI);
  await form.getByRole('button', { name: 'Simpan rekening' }).click();
  await expect(accountList(page).getByRole('listitem')).toHaveCount(1);
  await expect(accountList(page).getByRole('listitem').first()).toContainText('Utama');
  await expectNoAxeViolations(page);
});

test('a session that ends while an account is being added comes back, after login, to the form as typed', async ({
  page,
}) => {
  await login(page);
  await openBankAccounts(page);
  await page.getByRole('button', { name: 'Tambah rekening' }).click();
  const form = page.getByRole('form', { name: 'Rekening baru' });
  await form.getByLabel('Nama pemilik rekening').fill('Budi Santoso');
  await form.getByLabel('Nomor rekening').fill('8880012345');
  await chooseBank(page, form, BNI);

  await page.context().clearCookies();
  await form.getByRole('button', { name: 'Simpan rekening' }).click();
  await expect(page).toHaveURL(/\/generate-otp\?redirect=/);
  await requestOtp(page, DEMO.policyholder);
  await enterCode(page, DEMO.code);

  await expect(page.getByRole('heading', { level: 1, name: 'Rekening bank' })).toBeVisible();
  await expect(form.getByText('Isian yang belum tersimpan telah dipulihkan.')).toBeVisible();
  await expect(form.getByLabel('Nama pemilik rekening')).toHaveValue('Budi Santoso');
  await expect(form.getByLabel('Nomor rekening')).toHaveValue('8880012345');
  await expect(form.getByRole('combobox', { name: 'Bank', exact: true })).toContainText(BNI);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Simpan rekening' }).click();
  await expect(success(page, `Rekening ${BNI} 8880012345 ditambahkan.`)).toBeVisible();

  // Saved: a reload opens the list, not the form.
  await page.reload();
  await expect(accountCard(page, '8880012345')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Rekening baru' })).toHaveCount(0);
});
