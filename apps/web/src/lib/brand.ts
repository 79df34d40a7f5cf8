/** The two skins of spec §1. The broker's own host gets the broker variant; every other host the default. */
export type BrandVariant = 'broker' | 'default';

export interface CountryContact {
  /** Which country the line serves; the footer names it in the page's language. */
  country: 'id' | 'th' | 'vi';
  phone: string;
  email: string;
}

export interface Brand {
  name: string;
  /** Browser UI colour (meta theme-color), the brand's 700 shade. */
  themeColor: string;
  contacts: readonly CountryContact[];
}

export const BRANDS: Record<BrandVariant, Brand> = {
  default: {
    name: 'PolisKu',
    themeColor: '#0d6e5f',
    // Spec §1: the default footer lists contacts for Indonesia, Thailand and Vietnam.
    contacts: [
      { country: 'id', phone: '+62 21 5091 8800', email: 'cs.id@polisku.example' },
      { country: 'th', phone: '+66 2 026 3355', email: 'cs.th@polisku.example' },
      { country: 'vi', phone: '+84 28 7300 8686', email: 'cs.vn@polisku.example' },
    ],
  },
  broker: {
    name: 'Pialang Prima',
    themeColor: '#3730a3',
    contacts: [{ country: 'id', phone: '+62 21 2950 7700', email: 'layanan@pialangprima.example' }],
  },
};

/** Puts the skin on the page: the colours switch through CSS variables keyed on data-brand (styles.css). */
export function applyBrand(variant: BrandVariant): void {
  document.documentElement.dataset.brand = variant;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', BRANDS[variant].themeColor);
}
