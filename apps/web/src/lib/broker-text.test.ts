import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@portal/i18n/runtime';
import idMessages from '../../../../packages/i18n/messages/id.json' with { type: 'json' };
import { BENEFIT_NAMES, benefitName } from './broker-benefit-names.ts';
import { DOCUMENT_LABELS, documentLabel } from './broker-document-labels.ts';
import { PACKAGE_NAMES, packageName } from './broker-package-names.ts';
import { PRODUCT_NAMES, productName } from './broker-product-names.ts';
import { brokerText } from './broker-text.ts';

const show = (locale: 'id' | 'en' | 'th' | 'vi') => setLocale(locale, { reload: false });

afterEach(() => show('id'));

describe('broker texts in the user’s language', () => {
  it('shows our wording of a known product, package, benefit and document in English, Thai and Vietnamese', () => {
    show('en');
    expect(productName('tokopedia-crack-screen', 'Proteksi Layar Retak Tokopedia')).toBe(
      'Tokopedia Cracked Screen Protection',
    );
    expect(packageName('Paket Keluarga')).toBe('Family plan');
    expect(benefitName('Pencurian Gadget')).toBe('Gadget theft');
    expect(documentLabel('imei_photo', 'Foto IMEI perangkat')).toBe('Photo of the device IMEI');
    show('th');
    expect(benefitName('Pencurian Gadget')).toBe('แกดเจ็ตถูกโจรกรรม');
    expect(documentLabel('death_certificate', 'Akta kematian')).toBe('ใบมรณบัตร');
    show('vi');
    expect(productName('go-life', 'GoLife Asuransi Jiwa')).toBe('Bảo hiểm nhân thọ GoLife');
    expect(packageName('Paket Gold')).toBe('Gói Vàng');
  });

  it('keeps the broker’s wording of what the table does not know', () => {
    show('en');
    expect(productName('sepeda-listrik-protection', 'Proteksi Sepeda Listrik')).toBe(
      'Proteksi Sepeda Listrik',
    );
    expect(productName(null, 'Proteksi Sepeda Listrik')).toBe('Proteksi Sepeda Listrik');
    expect(packageName('Paket Super Hemat')).toBe('Paket Super Hemat');
    expect(benefitName('Kerusakan Sepeda')).toBe('Kerusakan Sepeda');
    expect(documentLabel('bike_frame_photo', 'Foto rangka sepeda')).toBe('Foto rangka sepeda');
    // A key that is a property of every object is not an entry.
    expect(documentLabel('constructor', 'Foto dokumen')).toBe('Foto dokumen');
    expect(benefitName('toString')).toBe('toString');
  });

  it('shows Indonesian readers the broker’s wording as it is, even where the broker renamed a known product', () => {
    show('id');
    expect(productName('tokopedia-crack-screen', 'Proteksi Layar Retak Tokopedia Plus')).toBe(
      'Proteksi Layar Retak Tokopedia Plus',
    );
    expect(documentLabel('damage_photos', 'Foto kerusakan kendaraan')).toBe('Foto kerusakan kendaraan');
    expect(brokerText(PRODUCT_NAMES, 'go-life', 'GoLife Asuransi Jiwa', 'id')).toBe('GoLife Asuransi Jiwa');
    expect(brokerText(PRODUCT_NAMES, 'go-life', 'GoLife Asuransi Jiwa', 'en')).toBe('GoLife life insurance');
  });

  it('has one table entry for each broker message, written from the broker’s Indonesian wording', () => {
    const tables = {
      product: PRODUCT_NAMES,
      package: PACKAGE_NAMES,
      benefit: BENEFIT_NAMES,
      document: DOCUMENT_LABELS,
    };
    const messages: Record<string, string> = idMessages;
    for (const [kind, table] of Object.entries(tables)) {
      // The partner claim products are named by their claim pages' messages.
      const prefixes = kind === 'product' ? [`broker_${kind}_`, 'partner_product_'] : [`broker_${kind}_`];
      const keys = Object.keys(messages).filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
      const written = Object.values(table).map((message) => message({}, { locale: 'id' }));
      expect(written.sort()).toEqual(keys.map((key) => messages[key]).sort());
      // A name is its own key: the Indonesian message is the very name the broker sends.
      if (kind === 'package' || kind === 'benefit') expect(written).toEqual(Object.keys(table).sort());
    }
  });
});
