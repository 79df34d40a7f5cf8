import { pngPhoto, type PickedFile } from './files.ts';
import {
  DEMO,
  expectNoAxeViolations,
  injectFault,
  login,
  signIn,
  resetMock,
  expect,
  test,
  type Page,
} from './support.ts';

/** The user's documents (spec §1, §3, §7): list, add, replace, delete after a confirmation, §8 failures. */

test.beforeEach(async () => {
  await resetMock();
});

function documentList(page: Page) {
  return page.getByRole('list', { name: 'Dokumen saya' });
}

function documentCard(page: Page, name: string) {
  return documentList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function openDocuments(page: Page) {
  await page.getByRole('button', { name: /Menu akun/ }).click();
  await page.getByRole('menuitem', { name: 'Detail dokumen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumen saya' })).toBeVisible();
}

async function chooseType(page: Page, type: string) {
  await page.getByRole('combobox', { name: 'Jenis dokumen' }).click();
  await page.getByRole('option', { name: type, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Jenis dokumen' })).toContainText(type);
}

/** Picks the document's file with 'Pilih file' (or 'Ganti' once one is there) and waits for its preview. */
async function pickFile(page: Page, file: PickedFile) {
  const group = page.getByRole('group', { name: 'File dokumen' });
  const chooser = page.waitForEvent('filechooser');
  await group.getByRole('button', { name: /^(Pilih file|Ganti)$/ }).click();
  await (await chooser).setFiles(file);
  await expect(group.getByRole('img', { name: `Pratinjau ${file.name}` })).toBeVisible({ timeout: 20_000 });
}

/** What GET /files/… serves for a link on the page, with the page's session. */
async function openedFile(page: Page, href: string) {
  const response = await page.request.get(href);
  return { status: response.status(), type: response.headers()['content-type'], body: await response.body() };
}

test('a document is added with its type, name and photo, opens, and is deleted after a confirmation', async ({
  page,
}) => {
  await login(page);
  await openDocuments(page);
  await expect(documentList(page).getByRole('listitem')).toHaveCount(3);
  // A seeded document opens through the gateway too.
  const seeded = documentCard(page, 'KTP Budi Santoso').getByRole('link', { name: /Lihat dokumen/ });
  const seededFile = await openedFile(page, (await seeded.getAttribute('href'))!);
  expect([seededFile.status, seededFile.type]).toEqual([200, 'image/png']);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Tambah dokumen' }).click();
  const form = page.getByRole('form', { name: 'Dokumen baru' });
  await expect(page.getByRole('combobox', { name: 'Jenis dokumen' })).toBeFocused();
  await form.getByRole('button', { name: 'Simpan dokumen' }).click();
  await expect(form.getByText('Jenis dokumen harus dipilih')).toBeVisible();
  await expect(form.getByText('Unggah file dokumen terlebih dulu')).toBeVisible();
  await expectNoAxeViolations(page);

  await chooseType(page, 'Paspor');
  await form.getByLabel('Nama dokumen (opsional)').fill('Paspor Budi');
  const photo = pngPhoto('paspor-budi.png', 7);
  await pickFile(page, photo);
  await expect(form.getByText('Unggah file dokumen terlebih dulu')).toBeHidden();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Simpan dokumen' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Paspor Budi ditambahkan.' })).toBeVisible();
  await expect(form).toBeHidden();
  await expect(documentList(page).getByRole('listitem')).toHaveCount(4);
  const added = documentList(page).getByRole('listitem').first();
  await expect(added.getByRole('heading')).toHaveText('Paspor Budi');
  await expect(added).toContainText('Paspor');
  const link = added.getByRole('link', { name: /Lihat dokumen Paspor Budi/ });
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/files\//);
  const opened = await openedFile(page, href);
  expect(opened.status).toBe(200);
  expect(opened.body.equals(photo.buffer)).toBe(true);
  await expectNoAxeViolations(page);

  // Cancelling the confirmation keeps the document.
  await added.getByRole('button', { name: 'Hapus Paspor Budi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hapus dokumen?' });
  await expect(dialog).toContainText('Paspor Budi akan dihapus dari profil Anda.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();
  await expect(documentList(page).getByRole('listitem')).toHaveCount(4);

  await added.getByRole('button', { name: 'Hapus Paspor Budi' }).click();
  await dialog.getByRole('button', { name: 'Ya, hapus' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Paspor Budi dihapus.' })).toBeVisible();
  await expect(documentList(page).getByRole('listitem')).toHaveCount(3);
  await expect(documentCard(page, 'Paspor Budi')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a failed save says so and keeps the choices and the file; a file is replaced', async ({ page }) => {
  await signIn(page);
  await page.goto('/documents');
  await page.getByRole('button', { name: 'Tambah dokumen' }).click();
  const form = page.getByRole('form', { name: 'Dokumen baru' });
  await chooseType(page, 'SIM');
  await form.getByLabel('Nama dokumen (opsional)').fill('SIM A Budi');
  await pickFile(page, pngPhoto('sim-a.png', 3));

  await injectFault({ method: 'POST', path: '/api/v1/user/documents/', status: 500, times: 1 });
  await form.getByRole('button', { name: 'Simpan dokumen' }).click();
  await expect(form.getByRole('alert')).toHaveText('Gagal menyimpan dokumen. Silakan coba lagi.');
  await expect(page.getByRole('combobox', { name: 'Jenis dokumen' })).toContainText('SIM');
  await expect(form.getByLabel('Nama dokumen (opsional)')).toHaveValue('SIM A Budi');
  await expect(form.getByRole('img', { name: 'Pratinjau sim-a.png' })).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: 'Simpan dokumen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'SIM A Budi ditambahkan.' })).toBeVisible();
  await expect(documentCard(page, 'SIM A Budi')).toBeVisible();

  // Replace the KTP's file: the document keeps its name and type, its link opens the new file.
  const ktp = documentCard(page, 'KTP Budi Santoso');
  const before = await ktp.getByRole('link', { name: /Lihat dokumen/ }).getAttribute('href');
  await ktp.getByRole('button', { name: 'Ganti file KTP Budi Santoso' }).click();
  const replace = page.getByRole('form', { name: 'Ganti file KTP Budi Santoso' });
  const newScan = pngPhoto('ktp-baru.png', 11);
  await pickFile(page, newScan);
  await expectNoAxeViolations(page);
  await replace.getByRole('button', { name: 'Simpan dokumen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'File KTP Budi Santoso diganti.' })).toBeVisible();
  const after = (await documentCard(page, 'KTP Budi Santoso')
    .getByRole('link', { name: /Lihat dokumen/ })
    .getAttribute('href'))!;
  expect(after).not.toBe(before);
  expect((await openedFile(page, after)).body.equals(newScan.buffer)).toBe(true);
  await expectNoAxeViolations(page);
});

test('the last document deleted leaves the empty state', async ({ page }) => {
  await login(page, DEMO.tapinsurance);
  await openDocuments(page);
  await expect(documentList(page).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Hapus KTP Siti Rahmawati' }).click();
  await page
    .getByRole('dialog', { name: 'Hapus dokumen?' })
    .getByRole('button', { name: 'Ya, hapus' })
    .click();
  await expect(page.getByRole('heading', { name: 'Belum ada dokumen' })).toBeVisible();
  await expect(page.getByText('Dokumen yang Anda unggah akan muncul di sini.')).toBeVisible();
  await expectNoAxeViolations(page);
});
