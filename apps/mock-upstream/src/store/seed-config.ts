import type { AppConfig } from '@portal/contracts/entities/config';

/** Host of the broker-branded skin; any other host gets the default skin. */
export const BROKER_HOST = 'portal.broker.test';
const CS_WHATSAPP = '6281119990000';

export function seedAppConfigs(): AppConfig[] {
  return [
    {
      product_key: 'portal',
      partner: 'broker',
      display_name: 'Portal Nasabah',
      brand_variant: 'broker',
      host: BROKER_HOST,
      whatsapp_number: CS_WHATSAPP,
    },
    {
      product_key: 'default',
      partner: 'default',
      display_name: 'Portal Klaim',
      brand_variant: 'default',
      host: null,
      whatsapp_number: CS_WHATSAPP,
    },
    {
      product_key: 'gojek-passenger',
      partner: 'gojek',
      display_name: 'Perlindungan Penumpang GoRide',
      brand_variant: 'default',
      host: null,
      whatsapp_number: '6281119990101',
    },
    {
      product_key: 'go-driver',
      partner: 'gojek',
      display_name: 'Perlindungan Mitra Pengemudi',
      brand_variant: 'default',
      host: null,
      whatsapp_number: '6281119990101',
    },
    {
      product_key: 'go-life',
      partner: 'gojek',
      display_name: 'GoLife Asuransi Jiwa',
      brand_variant: 'default',
      host: null,
      whatsapp_number: '6281119990101',
    },
    {
      product_key: 'tokopedia',
      partner: 'tokopedia',
      display_name: 'Proteksi Tokopedia',
      brand_variant: 'default',
      host: null,
      whatsapp_number: CS_WHATSAPP,
    },
    {
      product_key: 'dana',
      partner: 'dana',
      display_name: 'DANA Proteksi',
      brand_variant: 'default',
      host: null,
      whatsapp_number: '6281119990202',
    },
  ];
}

/** A small translated message map per upstream language id (spec: 'ind' is Indonesian). */
export function seedLanguageMessages(): Record<string, Record<string, string>> {
  return {
    ind: {
      policy_list_title: 'Polis Saya',
      claim_list_title: 'Klaim Saya',
      policy_tab_active: 'Aktif',
      policy_tab_expired: 'Kedaluwarsa',
      logout: 'Keluar',
      default_error: 'Terjadi Kesalahan',
    },
    en: {
      policy_list_title: 'My Policies',
      claim_list_title: 'My Claims',
      policy_tab_active: 'Active',
      policy_tab_expired: 'Expired',
      logout: 'Log out',
      default_error: 'An error occurred',
    },
    th: {
      policy_list_title: 'กรมธรรม์ของฉัน',
      claim_list_title: 'การเคลมของฉัน',
      policy_tab_active: 'ใช้งานอยู่',
      policy_tab_expired: 'หมดอายุ',
      logout: 'ออกจากระบบ',
      default_error: 'เกิดข้อผิดพลาด',
    },
    vi: {
      policy_list_title: 'Hợp đồng của tôi',
      claim_list_title: 'Yêu cầu bồi thường của tôi',
      policy_tab_active: 'Đang hiệu lực',
      policy_tab_expired: 'Hết hạn',
      logout: 'Đăng xuất',
      default_error: 'Đã xảy ra lỗi',
    },
  };
}
