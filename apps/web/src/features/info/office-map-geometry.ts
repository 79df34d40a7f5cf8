import type { CountryContact } from '../../lib/brand.ts';

/** A closed outline as longitude, latitude pairs in degrees: [lon1, lat1, lon2, lat2, …]. */
type Ring = readonly number[];

/** The part of the world the office map draws: from the Andaman Sea to New Guinea, south China to Timor. */
export const MAP_BOUNDS = { west: 94, east: 142, north: 24.5, south: -11.5 } as const;
/** Map units per degree: the drawing is 960 × 720 units. */
const SCALE = 20;
export const MAP_SIZE = {
  width: (MAP_BOUNDS.east - MAP_BOUNDS.west) * SCALE,
  height: (MAP_BOUNDS.north - MAP_BOUNDS.south) * SCALE,
} as const;

/** A plain equirectangular projection: near the equator it is close enough for a map of offices. */
export function project(lon: number, lat: number): { x: number; y: number } {
  return { x: (lon - MAP_BOUNDS.west) * SCALE, y: (MAP_BOUNDS.north - lat) * SCALE };
}

/** An SVG path through the ring's points, closed. */
export function pathOf(ring: Ring): string {
  const commands: string[] = [];
  for (let index = 0; index + 1 < ring.length; index += 2) {
    const { x, y } = project(ring[index] ?? 0, ring[index + 1] ?? 0);
    commands.push(`${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`);
  }
  return `${commands.join(' ')} Z`;
}

/** The land border across Borneo, east to west: Kalimantan lies south of it, Sarawak and Sabah north. */
const BORNEO_BORDER: Ring = [
  117.6, 4.15, 116.0, 4.3, 115.6, 3.0, 114.6, 1.5, 113.0, 1.3, 112.0, 1.5, 111.2, 1.0, 109.65, 2.08,
];

/**
 * Coastlines and borders, simplified by hand to a few dozen points each: a schematic that places the offices,
 * drawn from the build itself, so the page loads no map tiles from anyone.
 */
export const COUNTRY_SHAPES: Readonly<Record<CountryContact['country'], readonly Ring[]>> = {
  th: [
    [
      99.9, 20.4, 100.5, 20.2, 100.6, 19.5, 101.2, 19.5, 101.1, 18.4, 101.6, 17.7, 102.7, 17.9, 103.4, 18.4,
      104.0, 17.9, 104.8, 17.4, 104.7, 16.5, 105.5, 15.4, 105.2, 14.3, 103.5, 14.4, 102.4, 13.6, 102.5, 12.3,
      102.9, 11.7, 102.1, 12.6, 101.3, 12.7, 100.9, 12.7, 100.9, 13.4, 100.5, 13.5, 100.0, 13.2, 99.95, 12.6,
      99.8, 11.8, 99.2, 10.5, 99.3, 9.2, 100.0, 8.4, 100.6, 7.2, 101.3, 6.9, 101.8, 6.4, 101.1, 6.2, 100.2,
      6.5, 100.0, 6.6, 99.5, 7.5, 98.9, 8.1, 98.3, 8.0, 98.4, 9.0, 98.6, 9.9, 99.1, 10.9, 99.6, 11.8, 99.2,
      12.8, 99.1, 13.9, 98.6, 14.7, 98.3, 15.3, 98.6, 16.0, 98.5, 16.8, 97.7, 17.9, 97.4, 18.5, 97.8, 19.7,
      98.3, 19.8, 99.0, 20.1,
    ],
  ],
  vi: [
    [
      102.15, 22.4, 102.9, 22.5, 103.95, 22.5, 105.0, 23.2, 105.3, 23.4, 106.3, 22.9, 106.7, 22.3, 108.0,
      21.5, 107.1, 20.9, 106.7, 20.8, 106.3, 20.2, 105.9, 19.8, 105.7, 18.7, 106.2, 18.2, 106.6, 17.5, 107.6,
      16.5, 108.2, 16.05, 108.9, 15.1, 109.2, 13.8, 109.2, 12.2, 109.2, 11.9, 109.0, 11.55, 108.1, 10.9,
      107.1, 10.35, 106.7, 9.6, 105.6, 8.9, 104.8, 8.6, 104.8, 9.6, 105.1, 10.0, 104.5, 10.4, 105.0, 10.9,
      106.2, 11.0, 106.0, 11.7, 107.5, 12.3, 107.5, 13.0, 107.6, 14.5, 107.4, 15.6, 106.5, 16.5, 105.6, 17.8,
      105.2, 18.7, 104.0, 19.2, 104.4, 19.8, 104.1, 20.5, 103.1, 20.9, 103.0, 21.4, 102.6, 21.8,
    ],
  ],
  id: [
    // Sumatra
    [
      95.3, 5.6, 97.1, 5.2, 98.7, 3.6, 100.4, 2.2, 101.4, 1.7, 103.4, 0.5, 104.3, -1.0, 105.0, -2.3, 105.9,
      -3.3, 105.8, -5.8, 104.6, -5.9, 102.3, -3.8, 100.35, -0.95, 98.8, 1.7, 96.1, 4.1,
    ],
    // Java
    [
      105.2, -6.8, 106.0, -6.0, 106.8, -6.1, 108.55, -6.7, 110.4, -6.95, 111.5, -6.6, 112.75, -7.2, 114.4,
      -7.8, 114.4, -8.7, 112.5, -8.4, 110.3, -8.0, 109.0, -7.7, 108.0, -7.8, 106.5, -7.3, 105.5, -6.85,
    ],
    // Bali, Lombok, Sumbawa, Flores, West Timor
    [114.45, -8.1, 115.7, -8.4, 115.2, -8.85, 114.5, -8.6],
    [116.0, -8.3, 116.7, -8.3, 116.5, -8.9, 116.0, -8.8],
    [116.9, -8.5, 119.1, -8.2, 119.1, -8.7, 117.0, -9.0],
    [119.8, -8.4, 123.0, -8.2, 122.9, -8.6, 119.9, -8.8],
    [123.5, -10.2, 124.0, -9.8, 124.5, -9.3, 125.0, -9.1, 125.1, -9.5, 124.4, -10.1, 123.8, -10.4],
    // Kalimantan: the coast from the western end of the border round to its eastern end, then the border
    [
      109.65,
      2.08,
      109.0,
      1.0,
      109.3,
      0.0,
      110.0,
      -1.8,
      110.2,
      -2.9,
      111.7,
      -3.4,
      113.0,
      -3.2,
      114.6,
      -3.4,
      116.0,
      -4.0,
      116.5,
      -2.0,
      116.8,
      -1.25,
      117.2,
      -0.5,
      117.9,
      0.8,
      118.9,
      1.0,
      117.8,
      2.0,
      117.6,
      3.3,
      ...BORNEO_BORDER,
    ],
    // Sulawesi
    [
      125.2, 1.6, 124.0, 0.9, 122.0, 1.0, 120.8, 1.2, 120.0, 0.5, 119.8, -0.8, 119.4, -3.0, 118.9, -3.5,
      119.4, -5.1, 119.6, -5.6, 120.4, -5.6, 120.4, -3.0, 121.0, -2.8, 121.2, -4.6, 122.8, -5.6, 123.2, -4.2,
      122.1, -3.1, 121.5, -1.9, 122.8, -1.0, 123.4, -0.9, 121.8, -0.6, 120.9, -0.1, 121.8, 0.5, 123.3, 0.4,
      124.5, 0.4, 125.0, 1.0,
    ],
    // Halmahera, Seram, Buru
    [127.6, 2.2, 128.6, 1.4, 128.0, 0.4, 128.7, -0.6, 127.6, -0.3, 127.4, 1.0],
    [128.0, -2.9, 130.9, -3.1, 130.7, -3.6, 128.2, -3.5],
    [126.0, -3.1, 127.2, -3.2, 127.0, -3.9, 126.1, -3.8],
    // Papua
    [
      130.9, -0.9, 131.3, -0.8, 132.5, -0.4, 134.1, -0.9, 134.3, -2.3, 135.5, -3.3, 136.5, -2.2, 137.8, -1.5,
      140.7, -2.5, 141.0, -2.6, 141.0, -9.1, 140.4, -8.5, 138.8, -8.3, 137.6, -7.3, 138.2, -6.0, 136.9, -4.8,
      135.2, -4.4, 133.7, -3.7, 132.3, -2.9, 132.0, -2.2, 131.0, -1.5,
    ],
  ],
};

/** Land of the neighbours, drawn plainly behind the three countries so the coastlines read. */
export const NEIGHBOUR_SHAPES: readonly Ring[] = [
  // Mainland: Myanmar, Laos, Cambodia and south China. Inland the outline runs through Thailand and
  // Vietnam, which are drawn over it, so only the coasts of the neighbours show.
  [
    94, 24.5, 94, 21.0, 94.3, 18.5, 94.2, 16.0, 95.5, 15.8, 96.2, 16.8, 97.6, 16.5, 98.2, 14.1, 98.6, 12.4,
    98.6, 10.0, 99.3, 10.2, 99.6, 12.0, 100.0, 13.6, 100.5, 13.9, 101.3, 13.0, 102.1, 12.8, 102.9, 11.65,
    103.5, 10.6, 104.2, 10.6, 104.5, 10.4, 105.5, 11.0, 106.6, 11.5, 107.5, 12.5, 107.6, 14.5, 107.2, 16.3,
    106.4, 17.6, 105.8, 19.0, 106.0, 20.5, 107.0, 21.3, 108.0, 21.6, 109.6, 21.5, 110.2, 20.3, 111.0, 21.4,
    113.5, 22.2, 116.5, 23.0, 117.5, 24.5,
  ],
  // Hainan
  [108.6, 19.2, 109.2, 19.9, 110.4, 20.1, 111.0, 19.6, 110.5, 18.7, 109.6, 18.2, 108.7, 18.5],
  // Peninsular Malaysia
  [
    100.0, 6.7, 101.9, 6.5, 102.2, 6.2, 103.1, 5.3, 103.4, 3.8, 103.8, 2.4, 104.3, 1.4, 103.5, 1.3, 102.2,
    2.2, 101.8, 2.5, 101.3, 3.0, 100.7, 3.9, 100.3, 5.4, 100.1, 6.4,
  ],
  // Sarawak, Brunei and Sabah: the north coast from the western end of the border, then the border back
  [
    109.65,
    2.08,
    110.3,
    1.7,
    111.5,
    2.7,
    113.0,
    3.2,
    114.0,
    4.5,
    114.9,
    5.0,
    116.1,
    6.0,
    116.8,
    6.9,
    117.7,
    6.4,
    118.1,
    5.8,
    119.3,
    5.3,
    117.9,
    4.3,
    ...BORNEO_BORDER,
  ],
  // Timor-Leste
  [125.0, -9.1, 125.6, -8.6, 126.6, -8.4, 127.3, -8.4, 126.9, -8.7, 125.9, -9.0, 125.1, -9.5],
  // Eastern New Guinea
  [141.0, -2.6, 142, -3.0, 142, -9.2, 141.0, -9.1],
  // Luzon, Samar and Leyte, Panay and Negros, Cebu, Palawan, Mindanao
  [
    120.6, 18.5, 122.3, 18.5, 122.2, 16.5, 121.6, 15.6, 122.0, 14.1, 124.0, 13.0, 123.8, 12.6, 122.0, 13.6,
    120.6, 13.8, 120.6, 14.6, 120.0, 15.5, 119.8, 16.4, 120.4, 16.6,
  ],
  [124.3, 12.5, 125.7, 12.3, 125.5, 10.9, 125.0, 10.0, 124.3, 11.5],
  [121.9, 11.8, 123.2, 11.0, 123.6, 9.5, 122.6, 9.3, 122.0, 10.5],
  [123.3, 11.2, 124.1, 10.8, 123.5, 9.6],
  [117.2, 8.4, 119.6, 11.4, 119.7, 10.9, 117.6, 8.2],
  [
    122.0, 7.0, 123.5, 7.8, 124.2, 8.2, 125.5, 9.8, 126.6, 7.3, 126.1, 6.3, 125.4, 5.6, 124.2, 6.2, 123.6,
    7.6, 122.2, 6.8,
  ],
];

/**
 * Where each country's name sits, as [lon, lat] and the text's anchor: Thailand's and Indonesia's on their
 * land, Vietnam's in the sea off its coast (the country is too narrow for the word).
 */
export const COUNTRY_LABELS: Readonly<
  Record<CountryContact['country'], { at: readonly [number, number]; anchor: 'start' | 'middle' }>
> = {
  th: { at: [101.6, 16.2], anchor: 'middle' },
  vi: { at: [109.9, 14.6], anchor: 'start' },
  id: { at: [113.4, -0.9], anchor: 'middle' },
};
