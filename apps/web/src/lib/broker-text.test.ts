import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@portal/i18n/runtime';
import enMessages from '../../../../packages/i18n/messages/en.json' with { type: 'json' };
import idMessages from '../../../../packages/i18n/messages/id.json' with { type: 'json' };
import { benefitName } from './broker-benefit-names.ts';
import { categoryName } from './broker-category-names.ts';
import { insuredFieldLabel, relationName } from './broker-policy-labels.ts';
import { claimFormName } from './broker-claim-form-names.ts';
import { documentLabel } from './broker-document-labels.ts';
import { BROKER_NAME_KINDS, brokerNameTable, type BrokerNameKindId } from './broker-name-kinds.ts';
import PRODUCT_NAMES from './broker-names/product.ts';
import { packageName } from './broker-package-names.ts';
import { productName } from './broker-product-names.ts';
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
    // The benefits of products that reach the portal through endorsements only.
    expect(benefitName('Santunan Cedera saat Bermain')).toBe('Gaming injury benefit');
    expect(documentLabel('imei_photo', 'Foto IMEI perangkat')).toBe('Photo of the device IMEI');
    show('th');
    expect(benefitName('Pencurian Gadget')).toBe('แกดเจ็ตถูกโจรกรรม');
    expect(documentLabel('death_certificate', 'Akta kematian')).toBe('ใบมรณบัตร');
    show('vi');
    expect(productName('go-life', 'GoLife Asuransi Jiwa')).toBe('Bảo hiểm nhân thọ GoLife');
    expect(packageName('Paket Gold')).toBe('Gói Vàng');
    expect(benefitName('Tuntutan Pihak Ketiga')).toBe('Trách nhiệm với bên thứ ba');
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
    const goLife = (locale: 'id' | 'en') =>
      brokerText(PRODUCT_NAMES, 'go-life', 'GoLife Asuransi Jiwa', { locale, code: true });
    expect(goLife('id')).toBe('GoLife Asuransi Jiwa');
    expect(goLife('en')).toBe('GoLife life insurance');
  });

  it('names the products only endorsements show, a claim’s forms and a policy’s category', () => {
    show('en');
    expect(productName('gosure-gamer-insurance', 'GoSure Asuransi Gamer')).toBe('GoSure Gamer Insurance');
    expect(packageName('Paket Pro Player')).toBe('Pro Player plan');
    expect(claimFormName('Informasi Klaim')).toBe('Claim details');
    expect(claimFormName('Dokumen Pendukung')).toBe('Supporting documents');
    expect(categoryName('Kecelakaan Diri')).toBe('Personal accident');
    expect(claimFormName('Formulir Tambahan')).toBe('Formulir Tambahan');
    show('vi');
    expect(productName('firstmedia-home-protection', 'First Media Proteksi Rumah')).toBe(
      'First Media Bảo hiểm nhà ở',
    );
    expect(categoryName('Kesehatan')).toBe('Sức khỏe');
  });

  it('names a policy’s insured fields and its family members’ relations, and keeps what it does not know', () => {
    show('en');
    expect(insuredFieldLabel('Tertanggung')).toBe('Insured person');
    expect(insuredFieldLabel('Nomor KTP')).toBe('ID card number (KTP)');
    expect(relationName('Istri')).toBe('Wife');
    expect(relationName('Pemegang Polis')).toBe('Policyholder');
    expect(insuredFieldLabel('Warna Kendaraan')).toBe('Warna Kendaraan');
    show('th');
    expect(relationName('Anak')).toBe('บุตร');
    show('id');
    expect(insuredFieldLabel('Tertanggung')).toBe('Tertanggung');
    expect(relationName('Suami')).toBe('Suami');
  });

  it('builds each kind’s table from its messages, with nothing for the broker’s language', () => {
    const written: Record<string, Record<string, string>> = { id: idMessages, en: enMessages };
    const textOf = (key: string, locale: string) => written[locale]![key]!;
    for (const kind of Object.keys(BROKER_NAME_KINDS) as BrokerNameKindId[]) {
      const { prefix, keyedBy } = BROKER_NAME_KINDS[kind];
      const keys = Object.keys(idMessages).filter((key) => key.startsWith(prefix));
      expect(keys.length).toBeGreaterThan(0);
      expect(brokerNameTable(kind, Object.keys(idMessages), textOf, 'id')).toEqual({});
      const table = brokerNameTable(kind, Object.keys(idMessages), textOf, 'en');
      for (const key of keys) {
        // A name is its own key: the Indonesian message is the very name the broker sends.
        const brokerKey = keyedBy === 'name' ? textOf(key, 'id') : key.slice(prefix.length);
        expect(table[brokerKey]).toBe(textOf(key, 'en'));
      }
    }
  });
});
