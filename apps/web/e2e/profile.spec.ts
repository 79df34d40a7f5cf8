import { pngPhoto } from './files.ts';
import {
  DEMO,
  enterCode,
  expectLoginDocument,
  expectNoAxeViolations,
  injectFault,
  lastOtp,
  login,
  openHandedOver,
  requestOtp,
  resetMock,
  signIn,
  expect,
  test,
  type Locator,
  type Page,
} from './support.ts';

/**
 * Profile and account (spec §3, §4, §5, §8): the details, the photo, the e-mail and the phone.
 * Budi's profile is changed here and the mock is reset after each test; the phone change uses Rizky, whom no
 * other spec file logs in as, since it changes his login.
 */

test.beforeEach(async () => {
  await resetMock();
});
test.afterEach(async () => {
  await resetMock();
});

const PROFILE_PAGE = 'Profil saya';

/** Opens the profile the way a user does: the account menu, then 'Detail profil'. */
async function openProfile(page: Page) {
  await page.getByRole('button', { name: /Menu akun/ }).click();
  await page.getByRole('menuitem', { name: 'Detail profil' }).click();
  await expect(page.getByRole('heading', { name: PROFILE_PAGE, level: 1 })).toBeVisible();
}

function section(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title });
}

/** The avatar photo in a container: decorative (alt ''), served by the gateway as a file ref. */
async function expectPhotoShown(container: Locator): Promise<string> {
  const photo = container.locator('img[src^="/files/"]');
  await expect(photo).toHaveCount(1);
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  return (await photo.getAttribute('src')) ?? '';
}

test('edit the details and the photo; the header follows', async ({ page }) => {
  await login(page);
  await openProfile(page);
  await expectNoAxeViolations(page);

  const details = section(page, 'Data diri');
  await expect(details.getByRole('textbox', { name: 'Nama lengkap' })).toHaveValue('Budi Santoso');
  await expect(details.getByRole('textbox', { name: 'Tanggal lahir' })).toHaveValue('12/03/1985');
  await expect(details.getByRole('radio', { name: 'Laki-laki' })).toBeChecked();

  // A name stops at the broker's 120 characters (a longer one was refused only after sending).
  await details.getByRole('textbox', { name: 'Nama lengkap' }).fill('Budi '.repeat(30));
  await expect(details.getByRole('textbox', { name: 'Nama lengkap' })).toHaveValue('Budi '.repeat(24));
  await details.getByRole('textbox', { name: 'Nama lengkap' }).fill('Budi S. Wibowo');
  await details.getByRole('textbox', { name: 'Tanggal lahir' }).fill('31/01/1986');
  await details.getByRole('radio', { name: 'Perempuan' }).check();
  await details.getByRole('button', { name: 'Simpan data diri' }).click();
  await expect(details.getByRole('status').filter({ hasText: 'Tersimpan' })).toBeVisible();
  await page.getByRole('button', { name: /Menu akun/ }).click();
  await expect(page.getByText('Masuk sebagai Budi S. Wibowo')).toBeVisible();
  await page.keyboard.press('Escape');

  // A file that is not a picture is refused before any upload, with the photo formats.
  const photoSection = section(page, 'Foto profil');
  let chooser = page.waitForEvent('filechooser');
  await photoSection.getByRole('button', { name: 'Ganti foto' }).click();
  await (
    await chooser
  ).setFiles({ name: 'ktp.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 '.repeat(200)) });
  await expect(photoSection.getByRole('alert')).toHaveText(
    'Foto profil harus berupa file .jpg, .jpeg atau .png',
  );
  // A picture under 1 KB is refused with a sentence that says why.
  chooser = page.waitForEvent('filechooser');
  await photoSection.getByRole('button', { name: 'Ganti foto' }).click();
  await (await chooser).setFiles(pngPhoto('ikon.png', 3, 4));
  await expect(photoSection.getByRole('alert')).toHaveText('Ukuran file terlalu kecil: min 1 KB.');

  // A picture shows as a preview first; saving uploads it and puts it on the profile and in the header.
  chooser = page.waitForEvent('filechooser');
  await photoSection.getByRole('button', { name: 'Ganti foto' }).click();
  await (await chooser).setFiles(pngPhoto('foto-saya.png', 7, 96));
  await expect(photoSection.getByText('Ini pratinjau foto baru. Simpan untuk memakainya.')).toBeVisible();
  await expect(photoSection.locator('img[src^="blob:"]')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await photoSection.getByRole('button', { name: 'Simpan foto' }).click();
  await expect(photoSection.getByRole('status')).toHaveText('Foto profil sudah diganti.');
  const src = await expectPhotoShown(photoSection);
  expect(await expectPhotoShown(page.getByRole('button', { name: /Menu akun/ }))).toBe(src);
  await expectNoAxeViolations(page);

  // After a reload everything is still there.
  await page.reload();
  await expect(details.getByRole('textbox', { name: 'Nama lengkap' })).toHaveValue('Budi S. Wibowo');
  await expect(details.getByRole('textbox', { name: 'Tanggal lahir' })).toHaveValue('31/01/1986');
  await expect(details.getByRole('radio', { name: 'Perempuan' })).toBeChecked();
  expect(await expectPhotoShown(photoSection)).toBe(src);
});

test('change the e-mail: required, invalid, taken, then valid', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile');
  const contact = section(page, 'Kontak');
  await expect(contact.getByText('budi.santoso@example.com')).toBeVisible();
  await contact.getByRole('button', { name: 'Ubah email' }).click();

  const email = contact.getByRole('textbox', { name: 'Email baru' });
  await email.fill('');
  await contact.getByRole('button', { name: 'Simpan email' }).click();
  await expect(contact.getByText('Email harus diisi')).toBeVisible();
  await expect(email).toBeFocused();

  await email.fill('budi@example-.com');
  await expect(contact.getByText('Masukkan email yang valid')).toBeVisible();
  await contact.getByRole('button', { name: 'Simpan email' }).click();
  await expect(email).toHaveValue('budi@example-.com');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // The broker failing is told in the page's words, without its own text or code.
  await email.fill('siti.rahmawati@example.com');
  await injectFault({ method: 'POST', path: '/api/v1/user/update-email/', status: 503, times: 1 });
  await contact.getByRole('button', { name: 'Simpan email' }).click();
  await expect(contact.getByRole('alert')).toHaveText('Gagal menyimpan email');

  // The broker refuses an address of another account: in the portal's words (not the broker's Indonesian,
  // which every language showed), and the input stays.
  await email.fill('siti.rahmawati@example.com');
  await contact.getByRole('button', { name: 'Simpan email' }).click();
  const refusal = contact.getByRole('alert');
  await expect(refusal).toHaveText('Email ini sudah digunakan akun lain. Gunakan email lain.');
  await expect(email).toHaveValue('siti.rahmawati@example.com');
  await expectNoAxeViolations(page);

  await email.fill('Budi.Baru@Example.com');
  await contact.getByRole('button', { name: 'Simpan email' }).click();
  await expect(contact.getByRole('status')).toHaveText('Email disimpan: budi.baru@example.com');
  await expect(contact.getByRole('definition').filter({ hasText: 'budi.baru@example.com' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(section(page, 'Kontak').getByText('budi.baru@example.com')).toBeVisible();
});

test('the e-mail and phone forms close by Batal or Escape and give the focus back to their button', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/profile');
  const contact = section(page, 'Kontak');
  const forms = [
    { opener: 'Ubah email', field: 'Email baru' },
    { opener: 'Ganti nomor', field: 'Nomor ponsel baru' },
  ];
  for (const { opener, field } of forms) {
    const button = contact.getByRole('button', { name: opener });
    const input = contact.getByRole('textbox', { name: field });
    for (const close of ['Batal', 'Escape'] as const) {
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(input).toBeFocused();
      if (close === 'Escape') {
        await page.keyboard.press('Escape');
      } else {
        await contact.getByRole('button', { name: 'Batal' }).focus();
        await page.keyboard.press('Enter');
      }
      await expect(input, `${opener}, ${close}`).toHaveCount(0);
      await expect(button, `${opener}, ${close}`).toBeFocused();
    }
  }

  // Escape in the country-code list closes the list only; the form stays open.
  await contact.getByRole('button', { name: 'Ganti nomor' }).click();
  await contact.getByRole('combobox', { name: 'Kode negara' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(contact.getByRole('textbox', { name: 'Nomor ponsel baru' })).toBeVisible();
});

test('add an e-mail to a profile without one', async ({ page }) => {
  await signIn(page, DEMO.thirdParty);
  await page.goto('/profile');
  const contact = section(page, 'Kontak');
  await expect(contact.getByRole('definition').filter({ hasText: 'Belum diisi' })).toBeVisible();
  await contact.getByRole('button', { name: 'Tambah email' }).click();
  await contact.getByRole('textbox', { name: 'Email' }).fill('rizky@example.com');
  await contact.getByRole('button', { name: 'Simpan email' }).click();
  await expect(contact.getByRole('status')).toHaveText('Email disimpan: rizky@example.com');
  await expect(contact.getByRole('button', { name: 'Ubah email' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('change the phone with a code to the new number, and be signed out', async ({ page }) => {
  const NEW_NATIONAL = '81299990077';
  const NEW_PHONE = `62${NEW_NATIONAL}`;
  await signIn(page, DEMO.thirdParty);
  await page.goto('/profile');
  const contact = section(page, 'Kontak');
  await expect(contact.getByText('+62 81200000005')).toBeVisible();
  await contact.getByRole('button', { name: 'Ganti nomor' }).click();
  await expect(contact.getByText(/Anda akan keluar dan perlu masuk lagi dengan nomor baru/)).toBeVisible();

  // Another account's number is refused in the portal's words.
  const number = contact.getByRole('textbox', { name: 'Nomor ponsel baru' });
  await number.fill('081200000001');
  await contact.getByRole('button', { name: 'Kirim kode OTP' }).click();
  await expect(contact.getByRole('alert')).toHaveText(
    'Nomor ini sudah terdaftar di akun lain. Gunakan nomor lain.',
  );
  await expect(number).toHaveValue('081200000001');
  await expectNoAxeViolations(page);

  // A number too short is the page's own refusal: the broker's refusal of the number before goes.
  await number.fill('12');
  await contact.getByRole('button', { name: 'Kirim kode OTP' }).click();
  await expect(contact.getByText(/Masukkan nomor ponsel yang valid/)).toBeVisible();
  await expect(contact.getByText('Nomor ini sudah terdaftar di akun lain. Gunakan nomor lain.')).toHaveCount(
    0,
  );

  // Pasted whole, with the country's code: the code is not counted as part of the number.
  await number.fill(`+62 ${NEW_NATIONAL}`);
  await contact.getByRole('button', { name: 'Kirim kode OTP' }).click();
  await expect(contact.getByText('Kami telah mengirim kode 6 digit melalui SMS ke nomor baru')).toBeVisible();
  await expectNoAxeViolations(page);
  const code = await lastOtp(NEW_PHONE);

  // A wrong code: the portal's text; the session and the number stay.
  const codeInput = contact.getByRole('textbox', { name: 'Kode OTP' });
  await codeInput.fill(code === '000000' ? '111111' : '000000');
  await contact.getByRole('button', { name: 'Konfirmasi nomor baru' }).click();
  await expect(contact.getByRole('alert')).toHaveText('Gagal verifikasi OTP. Silahkan periksa OTP anda');

  await codeInput.fill(code);
  await contact.getByRole('button', { name: 'Konfirmasi nomor baru' }).click();

  // Signed out (spec §4): the login page says why, the account menu is gone.
  await expect(page).toHaveURL(/\/generate-otp\?notice=phone-changed$/);
  await expect(page.getByRole('status')).toHaveText(
    'Nomor ponsel Anda sudah diganti. Silakan masuk lagi dengan nomor baru.',
  );
  await expect(page.getByRole('button', { name: /Menu akun/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await openHandedOver(page, '/profile');
  await expectLoginDocument(page);

  // The new number logs in to the same account.
  await page.goto('/generate-otp');
  await requestOtp(page, NEW_NATIONAL);
  await enterCode(page, await lastOtp(NEW_PHONE));
  await expect(page.getByRole('heading', { name: 'Polis Saya' })).toBeVisible();
  await page.goto('/profile');
  await expect(section(page, 'Kontak').getByText(`+62 ${NEW_NATIONAL}`)).toBeVisible();
  await expect(section(page, 'Data diri').getByRole('textbox', { name: 'Nama lengkap' })).toHaveValue(
    'Rizky Pratama',
  );
});

test('a failed save keeps the input and says why; the next try saves it', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile');
  const details = section(page, 'Data diri');
  const name = details.getByRole('textbox', { name: 'Nama lengkap' });

  await injectFault({ method: 'PUT', path: '/api/v1/user/profile/', status: 503, times: 2 });
  await name.fill('Budi Gagal Simpan');
  await details.getByRole('button', { name: 'Simpan data diri' }).click();
  await expect(details.getByRole('alert')).toHaveText('Gagal menyimpan profil. Silakan coba lagi.');
  await expect(name).toHaveValue('Budi Gagal Simpan');
  await expectNoAxeViolations(page);

  // The photo: the preview stays to try again.
  const photoSection = section(page, 'Foto profil');
  const chooser = page.waitForEvent('filechooser');
  await photoSection.getByRole('button', { name: 'Ganti foto' }).click();
  await (await chooser).setFiles(pngPhoto('foto.png', 3, 64));
  await photoSection.getByRole('button', { name: 'Simpan foto' }).click();
  await expect(photoSection.getByRole('alert')).toHaveText('Gagal mengganti foto profil. Silakan coba lagi.');
  await expect(photoSection.locator('img[src^="blob:"]')).toHaveCount(1);

  // A reload keeps what was typed (the form's draft) and says so.
  await page.reload();
  await expect(page.getByText('Isian yang belum tersimpan telah dipulihkan.')).toBeVisible();
  await expect(name).toHaveValue('Budi Gagal Simpan');
  await details.getByRole('button', { name: 'Simpan data diri' }).click();
  await expect(details.getByRole('status').filter({ hasText: 'Tersimpan' })).toBeVisible();
  await page.reload();
  await expect(name).toHaveValue('Budi Gagal Simpan');
  await expect(page.getByText('Isian yang belum tersimpan telah dipulihkan.')).toHaveCount(0);
});
