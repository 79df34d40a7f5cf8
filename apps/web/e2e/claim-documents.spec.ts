import { openNewClaimAtStep, pickDocument, setOcrScenario, type OcrScenario } from './claim-support.ts';
import { oversizedPhoto, pngPhoto, renamedExecutable } from './files.ts';
import { expectNoAxeViolations, login, resetMock, expect, test, type Page } from './support.ts';

/** Spec §4 upload flow and image verification, §5 file rules, §8 texts, on the documents step of a gadget claim. */

const DAMAGE = 'Foto kerusakan perangkat';
const IMEI = 'Foto IMEI perangkat';

test.beforeEach(async ({ page }) => {
  await resetMock();
  await login(page);
  await openNewClaimAtStep(page, 'pol_1002', 'Pencurian Gadget', 'claim-documents');
  await expect(page.getByRole('heading', { name: 'Dokumen Pendukung' })).toBeVisible();
});

function documentGroup(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true });
}

/** The checklist line of one document: 'Foto IMEI perangkat (wajib)' and its state. */
function checklistItem(page: Page, label: string) {
  return page.getByRole('list', { name: 'Dokumen yang dibutuhkan' }).getByRole('listitem').filter({
    hasText: label,
  });
}

async function chooseAnotherFile(page: Page, label: string, file: ReturnType<typeof pngPhoto>) {
  const chooser = page.waitForEvent('filechooser');
  await documentGroup(page, label).getByRole('button', { name: 'Pilih file lain' }).click();
  await (await chooser).setFiles(file);
}

async function retakePhoto(page: Page, label: string, file: ReturnType<typeof pngPhoto>) {
  const chooser = page.waitForEvent('filechooser');
  await documentGroup(page, label).getByRole('button', { name: 'Ambil ulang foto' }).click();
  await (await chooser).setFiles(file);
}

/** A file shown as attached: its row with its name, and the document marked as given. */
async function expectAttached(page: Page, label: string, fileName: string) {
  const group = documentGroup(page, label);
  await expect(group.getByRole('listitem').filter({ hasText: fileName })).toBeVisible({ timeout: 20_000 });
  await expect(group.getByText('Sudah diunggah', { exact: true })).toBeVisible();
  await expect(group.getByRole('alert')).toHaveCount(0);
}

/** The formats hint of a document that takes photos only, and of one that takes any file. */
const PHOTO_FORMATS = 'Format .jpg, .jpeg, .png, min 1 KB, max 25 MB.';
const ANY_FORMATS = 'Format .jpg, .jpeg, .png, .mp4, .pdf, min 1 KB, max 25 MB.';

/**
 * A refused file: the alert's two ways out stand in for the regular buttons, so each action is offered once,
 * and the formats hint is read once.
 */
async function expectOnlyTheAlertsActions(page: Page, label: string, formats: string) {
  const group = documentGroup(page, label);
  await expect(group.getByRole('button', { name: 'Ambil ulang foto', exact: true })).toHaveCount(1);
  await expect(group.getByRole('button', { name: 'Pilih file lain', exact: true })).toHaveCount(1);
  for (const regular of ['Ambil foto', 'Pilih file', 'Tambah file', 'Ganti']) {
    await expect(group.getByRole('button', { name: regular, exact: true })).toHaveCount(0);
  }
  await expect(group.getByText(formats, { exact: true })).toHaveCount(1);
}

/** No refusal shown: the regular buttons are back, once each, and the alert's are gone. */
async function expectRegularActions(page: Page, label: string, chooseLabel: string, formats: string) {
  const group = documentGroup(page, label);
  await expect(group.getByRole('button', { name: 'Ambil foto', exact: true })).toHaveCount(1);
  await expect(group.getByRole('button', { name: chooseLabel, exact: true })).toHaveCount(1);
  await expect(group.getByRole('button', { name: 'Ambil ulang foto', exact: true })).toHaveCount(0);
  await expect(group.getByRole('button', { name: 'Pilih file lain', exact: true })).toHaveCount(0);
  await expect(group.getByText(formats, { exact: true })).toHaveCount(1);
}

async function expectNotAttached(page: Page, label: string) {
  const group = documentGroup(page, label);
  await expect(group.getByRole('listitem')).toHaveCount(0);
  await expect(group.getByText('Belum diunggah', { exact: true })).toBeVisible();
  await expect(checklistItem(page, label)).toContainText('Belum diunggah');
}

const failedChecks: {
  scenario: OcrScenario;
  title: string;
  message: string;
  hint: string;
  retry: 'retake' | 'choose';
}[] = [
  {
    scenario: 'document_invalid',
    title: 'a photo that is not the document',
    message: 'Gagal memverifikasi gambar',
    hint: 'Foto ini tidak terlihat seperti dokumen yang diminta.',
    retry: 'retake',
  },
  {
    scenario: 'unsuccessful',
    title: 'an unreadable photo',
    message: 'Gagal memverifikasi gambar',
    hint: 'Tulisan di foto tidak terbaca.',
    retry: 'choose',
  },
  {
    scenario: 'never_finishes',
    title: 'a verification that never finishes (5 polls, 3 s apart)',
    message: 'Gagal mendapatkan status verifikasi gambar',
    hint: 'Verifikasi memakan waktu terlalu lama.',
    retry: 'choose',
  },
];

for (const check of failedChecks) {
  test(`${check.title}: the IMEI photo is not attached, retake or another file is offered at once, and a retry that passes attaches it`, async ({
    page,
  }) => {
    // Verification polls up to 5 times 3000 ms apart (spec §4), then the retry verifies again: within the
    // suite's test timeout.
    await setOcrScenario(check.scenario);
    await pickDocument(page, IMEI, pngPhoto('imei.png', 3));

    const group = documentGroup(page, IMEI);
    await expect(group.getByRole('status').filter({ hasText: 'Memverifikasi gambar…' })).toBeVisible({
      timeout: 10_000,
    });
    // Saving waits while the photo is checked, so a file under way is never left off the claim.
    await expect(page.getByRole('button', { name: 'Menunggu file selesai diunggah…' })).toBeDisabled();
    const alert = group.getByRole('alert');
    await expect(alert).toBeVisible({ timeout: check.scenario === 'never_finishes' ? 30_000 : 15_000 });
    await expect(page.getByRole('button', { name: 'Simpan dan lanjutkan' })).toBeEnabled();
    await expect(alert).toContainText(check.message);
    await expect(alert).toContainText(check.hint);
    await expect(alert).toContainText('File ini tidak dilampirkan.');
    // Asked at once: the first way out has the focus, the same way the photo came (the file picker here).
    await expect(alert.getByRole('button', { name: 'Pilih file lain' })).toBeFocused();
    await expect(alert.getByRole('button', { name: 'Ambil ulang foto' })).toBeVisible();
    await expectOnlyTheAlertsActions(page, IMEI, PHOTO_FORMATS);
    // The photo tips stay at hand for the retake.
    await expect(group.getByRole('button', { name: 'Lihat tips foto' })).toBeVisible();
    await expectNotAttached(page, IMEI);
    await expectNoAxeViolations(page);

    await setOcrScenario('success');
    if (check.retry === 'retake') await retakePhoto(page, IMEI, pngPhoto('imei-ulang.png', 4));
    else await chooseAnotherFile(page, IMEI, pngPhoto('imei-ulang.png', 4));
    await expectAttached(page, IMEI, 'imei-ulang.png');
    await expect(checklistItem(page, IMEI)).toContainText('1 file terunggah');
    // One file of a single document: one 'Ganti' replaces it, not one in its row and one below.
    await expectRegularActions(page, IMEI, 'Ganti', PHOTO_FORMATS);
    await expect(group.getByRole('button', { name: /^Ganti/ })).toHaveCount(1);
    await expectNoAxeViolations(page);

    // Attached for good: a reload shows it from the claim's saved form.
    await page.reload();
    await expect(documentGroup(page, IMEI).getByRole('listitem')).toHaveCount(1);
    await expect(checklistItem(page, IMEI)).toContainText('1 file terunggah');
  });
}

test('an IMEI that is not the insured device’s is refused with the mismatch text and not attached', async ({
  page,
}) => {
  await setOcrScenario('mismatch');
  await pickDocument(page, IMEI, pngPhoto('imei-lain.png', 5));
  const alert = documentGroup(page, IMEI).getByRole('alert');
  await expect(alert).toContainText('IMEI tidak sesuai dengan Anggota Polis terdaftar', { timeout: 15_000 });
  await expect(alert).toContainText('Pastikan foto menunjukkan data milik Anggota Polis yang terdaftar.');
  await expect(alert).toContainText('File ini tidak dilampirkan.');
  await expect(alert.getByRole('button', { name: 'Pilih file lain' })).toBeFocused();
  // A photo retaken with the camera and refused again offers the camera first.
  await retakePhoto(page, IMEI, pngPhoto('imei-lain-2.png', 6));
  await expect(alert).toContainText('IMEI tidak sesuai dengan Anggota Polis terdaftar', { timeout: 15_000 });
  await expect(alert.getByRole('button', { name: 'Ambil ulang foto' })).toBeFocused();
  await expectNotAttached(page, IMEI);
  await expectNoAxeViolations(page);
});

test('a PDF for a photo the image check reads is refused with the photo formats, not the formats of any document', async ({
  page,
}) => {
  await pickDocument(page, IMEI, {
    name: 'imei.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7 '.repeat(200)),
  });
  const alert = documentGroup(page, IMEI).getByRole('alert');
  await expect(alert).toContainText('Foto ini harus berupa file .jpg, .jpeg atau .png');
  await expect(alert).not.toContainText('.pdf');
  await expectNotAttached(page, IMEI);
});

test('a 26 MB photo is refused in the browser with “max 25 MB” before anything is uploaded', async ({
  page,
}) => {
  const uploads: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/upload/tus') || url.includes('uploads.finish')) {
      uploads.push(`${request.method()} ${url}`);
    }
  });
  await pickDocument(page, DAMAGE, oversizedPhoto('foto-besar.png'));

  const alert = documentGroup(page, DAMAGE).getByRole('alert');
  await expect(alert).toContainText('Ukuran file terlalu besar: max 25 MB.');
  await expect(alert).toContainText('File ini tidak dilampirkan.');
  await expect(alert).toContainText(ANY_FORMATS);
  await expectOnlyTheAlertsActions(page, DAMAGE, ANY_FORMATS);
  await expectNotAttached(page, DAMAGE);
  expect(uploads).toEqual([]);
  await expectNoAxeViolations(page);

  // A file that fits takes the alert away and brings the regular buttons back.
  await chooseAnotherFile(page, DAMAGE, pngPhoto('foto-kecil.png', 6));
  await expectAttached(page, DAMAGE, 'foto-kecil.png');
  await expectRegularActions(page, DAMAGE, 'Tambah file', ANY_FORMATS);
});

test('a program renamed to .png passes the browser’s check and is refused by the server by its content', async ({
  page,
}) => {
  const refused = page.waitForResponse((response) => response.url().includes('uploads.finish'));
  await pickDocument(page, DAMAGE, renamedExecutable('foto-kerusakan.png'));
  // The bytes did reach the gateway, which read them once complete and said no.
  expect((await refused).ok()).toBe(false);

  const alert = documentGroup(page, DAMAGE).getByRole('alert');
  await expect(alert).toContainText('Format file harus .jpg, .jpeg, .png, .mp4 atau .pdf');
  await expect(alert).toContainText('File ini tidak dilampirkan.');
  await expectNotAttached(page, DAMAGE);
  await expectNoAxeViolations(page);
});

test('the checklist shows what is done and what is missing, and a photo is removed only after confirming', async ({
  page,
}) => {
  // Nothing given yet: every document is missing, required and optional told apart.
  await expect(checklistItem(page, DAMAGE)).toContainText('(wajib)');
  await expect(checklistItem(page, DAMAGE)).toContainText('Belum diunggah');
  await expect(checklistItem(page, IMEI)).toContainText('Belum diunggah');
  await expect(checklistItem(page, 'Bukti pembelian')).toContainText('(opsional)');
  await expect(checklistItem(page, 'Bukti pembelian')).toContainText('Belum diunggah');
  await expectNoAxeViolations(page);

  await pickDocument(page, DAMAGE, pngPhoto('kerusakan-1.png', 1));
  await expectAttached(page, DAMAGE, 'kerusakan-1.png');
  await pickDocument(page, DAMAGE, pngPhoto('kerusakan-2.png', 2));
  await expectAttached(page, DAMAGE, 'kerusakan-2.png');
  await expect(
    documentGroup(page, DAMAGE).getByRole('img', { name: 'Pratinjau kerusakan-1.png' }),
  ).toBeVisible();
  await expect(checklistItem(page, DAMAGE)).toContainText('2 file terunggah');
  await expect(checklistItem(page, IMEI)).toContainText('Belum diunggah');
  await expectNoAxeViolations(page);

  // Remove asks first; cancelling keeps the photo.
  const group = documentGroup(page, DAMAGE);
  await group.getByRole('button', { name: 'Hapus kerusakan-1.png' }).click();
  const confirm = page.getByRole('dialog', { name: 'Hapus file ini?' });
  await expect(confirm).toContainText('kerusakan-1.png akan dihapus dari Foto kerusakan perangkat.');
  // Nothing is uploading while the user decides: the step's button behind the dialog does not say so.
  await expect(page.getByText('Menunggu file selesai diunggah…')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Batal' }).click();
  await expect(confirm).toBeHidden();
  await expect(group.getByRole('listitem')).toHaveCount(2);

  await group.getByRole('button', { name: 'Hapus kerusakan-1.png' }).click();
  await confirm.getByRole('button', { name: 'Ya, hapus' }).click();
  await expect(confirm).toBeHidden();
  await expect(group.getByRole('listitem')).toHaveCount(1);
  await expect(group.getByRole('listitem')).toContainText('kerusakan-2.png');
  await expect(checklistItem(page, DAMAGE)).toContainText('1 file terunggah');
  await expectNoAxeViolations(page);

  // Removed on the claim itself, not only on screen.
  await page.reload();
  await expect(documentGroup(page, DAMAGE).getByRole('listitem')).toHaveCount(1);
  await expect(checklistItem(page, DAMAGE)).toContainText('1 file terunggah');
  await expect(checklistItem(page, IMEI)).toContainText('Belum diunggah');
});

/** The step's link in the stepper lies wholly inside the stepper's visible box (it scrolls sideways on phones). */
async function expectStepFullyShown(page: Page, title: string) {
  const steps = page.getByRole('navigation', { name: 'Langkah pengisian klaim' }).getByRole('list');
  const step = steps.getByRole('link', { name: title });
  await expect(step).toHaveAttribute('aria-current', /.+/);
  await expect
    .poll(
      async () => {
        const [box, item] = await Promise.all([steps.boundingBox(), step.boundingBox()]);
        if (!box || !item) return 'not shown';
        const cut = Math.max(box.x - item.x, item.x + item.width - (box.x + box.width));
        return cut <= 0.5 ? 'fully shown' : `cut by ${cut.toFixed(1)} px`;
      },
      { message: `the current step '${title}' in the stepper` },
    )
    .toBe('fully shown');
}

test.describe('the stepper on a phone', () => {
  // 360 px only (ONLY_AT_360 in playwright.config.ts): from 1024 px the steps are a column beside the form, all
  // of them shown, so there is nothing to scroll.
  test('shows the current step whole on steps 2 and 3 of a new claim, and again after going back', async ({
    page,
  }) => {
    await expectStepFullyShown(page, 'Dokumen Pendukung');

    const url = new URL(page.url());
    url.searchParams.set('step', 'payout');
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { name: 'Pembayaran klaim' })).toBeVisible();
    await expectStepFullyShown(page, 'Pembayaran klaim');

    // A step change inside the page (not a new page) brings its step into view too.
    await page.getByRole('button', { name: 'Sebelumnya' }).click();
    await expect(page).toHaveURL(/step=claim-documents/);
    await expectStepFullyShown(page, 'Dokumen Pendukung');
  });

  test('in Thai the page title shows whole in the header, and the steps show an edge where more are hidden', async ({
    page,
  }) => {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(Bahasa|Language|ภาษา|Ngôn ngữ)$/ })
      .click();
    await page.getByRole('menuitemradio', { name: 'ไทย' }).click();
    // The title wraps to a second line rather than ending in '…'.
    const title = page.getByRole('banner').getByText('ดำเนินการเคลมให้ครบถ้วน', { exact: true });
    await expect(title).toBeVisible();
    expect(
      await title.evaluate((node) => ({
        widthCut: node.scrollWidth > node.clientWidth,
        heightCut: node.scrollHeight > node.clientHeight + 1,
      })),
    ).toEqual({ widthCut: false, heightCut: false });
    // The steps scroll sideways: a shadow at an edge says more steps are there (painted as the list's background).
    const steps = page.getByRole('navigation', { name: 'ขั้นตอนการเคลม' }).getByRole('list');
    expect(await steps.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    expect(await steps.evaluate((node) => getComputedStyle(node).backgroundImage)).toMatch(/radial-gradient/);
  });
});

test('with the keyboard, the focus comes back to the document’s button once a chosen file is attached', async ({
  page,
}) => {
  const group = documentGroup(page, DAMAGE);
  // The uploader's own code is there (its file input is in the page), so the key reaches the real button.
  await expect(group.getByRole('button', { name: /^Pilih file untuk/ })).toBeAttached();
  const chooser = page.waitForEvent('filechooser');
  await group.getByRole('button', { name: 'Pilih file', exact: true }).press('Enter');
  await (await chooser).setFiles(pngPhoto('kerusakan-keyboard.png', 2));
  await expect(group.getByText('kerusakan-keyboard.png', { exact: true })).toBeVisible({ timeout: 15_000 });
  // The buttons were disabled while the file went up; the focus is back, on the same button, renamed.
  await expect(group.getByRole('button', { name: 'Tambah file' })).toBeFocused();
});
