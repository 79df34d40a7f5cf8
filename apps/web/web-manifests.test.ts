import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { BRANDS, type BrandVariant } from './src/lib/brand.ts';
import { iconSvg, webManifest } from './web-manifests.ts';

describe('the web app manifest of each skin', () => {
  it.each(Object.keys(BRANDS) as BrandVariant[])(
    '%s: its name, colour, start page and the icons Chromium installs from',
    (variant) => {
      const manifest = webManifest(variant);
      expect(manifest).toMatchObject({
        name: BRANDS[variant].name,
        short_name: BRANDS[variant].name,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: BRANDS[variant].themeColor,
      });
      expect(manifest.icons.map((icon) => `${icon.purpose} ${icon.sizes} ${icon.src}`)).toEqual([
        `any 192x192 /icons/${variant}-192.png`,
        `maskable 192x192 /icons/${variant}-192-maskable.png`,
        `any 512x512 /icons/${variant}-512.png`,
        `maskable 512x512 /icons/${variant}-512-maskable.png`,
      ]);
    },
  );

  it('draws the icon in the skin’s colour, full bleed when it is maskable', () => {
    const colour = BRANDS.broker.themeColor;
    expect(iconSvg(colour, false)).toContain(`rx="8" fill="${colour}"`);
    expect(iconSvg(colour, true)).toContain(`rx="0" fill="${colour}"`);
    const png = new Resvg(iconSvg(colour, true), { fitTo: { mode: 'width', value: 512 } }).render();
    expect([png.width, png.height]).toEqual([512, 512]);
  });
});
