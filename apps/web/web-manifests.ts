import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
import { BRANDS, type BrandVariant } from './src/lib/brand.ts';

/*
 * One web app manifest per brand skin (spec §1), with its icons, written by the build (decision record 0053):
 * `manifests/<variant>.webmanifest` and `icons/<variant>-<size>[-maskable].png`. The gateway answers
 * /manifest.webmanifest with the manifest of the host's skin (apps/gateway/src/http/web-manifest.ts), so the
 * documents link one address whatever the host.
 */

/** The page's background (styles.css: slate-50), shown by an installed app while it starts. */
const BACKGROUND = '#f8fafc';

/** Chromium's install prompt wants a square icon of at least 144 px; 192 and 512 are what phones pick from. */
const SIZES = [192, 512] as const;

/**
 * The favicon's shield and tick in the skin's colour. `maskable`: a full square, which the phone cuts to its own
 * shape; the shield stays inside the centre circle of 80 % that every mask keeps.
 */
export function iconSvg(colour: string, maskable: boolean): string {
  const corner = maskable ? 0 : 8;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="${corner}" fill="${colour}"/>` +
    `<path d="M16 6l8 3v6c0 5.2-3.4 9.3-8 11-4.6-1.7-8-5.8-8-11V9z" fill="#fff"/>` +
    `<path d="M12.5 16.2l2.6 2.6 4.6-5" fill="none" stroke="${colour}" stroke-width="2.2" ` +
    `stroke-linecap="round" stroke-linejoin="round"/></svg>`
  );
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

const iconFile = (variant: BrandVariant, size: number, maskable: boolean) =>
  `icons/${variant}-${size}${maskable ? '-maskable' : ''}.png`;

/** The manifest of one skin: its name, colours and icons; the app opens at its start page, in its own window. */
export function webManifest(variant: BrandVariant) {
  const brand = BRANDS[variant];
  const icons: ManifestIcon[] = SIZES.flatMap((size) =>
    [false, true].map((maskable) => ({
      src: `/${iconFile(variant, size, maskable)}`,
      sizes: `${size}x${size}`,
      type: 'image/png' as const,
      purpose: maskable ? ('maskable' as const) : ('any' as const),
    })),
  );
  return {
    id: '/',
    name: brand.name,
    short_name: brand.name,
    lang: 'id',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: brand.themeColor,
    background_color: BACKGROUND,
    icons,
  };
}

export function webManifests(): Plugin {
  return {
    name: 'portal-web-manifests',
    apply: 'build',
    generateBundle() {
      for (const variant of Object.keys(BRANDS) as BrandVariant[]) {
        const colour = BRANDS[variant].themeColor;
        this.emitFile({
          type: 'asset',
          fileName: `manifests/${variant}.webmanifest`,
          source: `${JSON.stringify(webManifest(variant), null, 2)}\n`,
        });
        for (const size of SIZES) {
          for (const maskable of [false, true]) {
            const png = new Resvg(iconSvg(colour, maskable), { fitTo: { mode: 'width', value: size } })
              .render()
              .asPng();
            this.emitFile({ type: 'asset', fileName: iconFile(variant, size, maskable), source: png });
          }
        }
      }
    },
  };
}
