import { CAR_IMAGE } from '../catalog/images';
import { ownValue } from '../http/own-keys';
import { escapeXml } from './xml';

/**
 * Side-view illustration of a vehicle, drawn from its body type and colour. Generated, not stored:
 * the catalogue needs an image per car and the repository ships no binary files.
 */

type Silhouette = {
  /** Body outline, filled with the car's colour. */
  body: string;
  /** Windows, filled with dark glass. */
  glass: string;
  /** Extra parts in the body colour (cargo, boom ...). */
  extra?: string;
  /** Extra dark parts (tracks, frame). */
  dark?: string;
  wheels: Array<[x: number, y: number, r: number]>;
};

const car = (body: string, glass: string, r = 36, y = 255): Silhouette => ({
  body,
  glass,
  wheels: [
    [150, y, r],
    [485, y, r],
  ],
});

const truckCab = 'M40 262 L40 120 Q40 92 68 90 L168 90 Q186 90 188 108 L192 262 Z';
const truckGlass = 'M52 110 L150 110 Q164 110 166 122 L170 160 L52 160 Z';
const truckWheels: Silhouette['wheels'] = [
  [110, 268, 34],
  [420, 268, 34],
  [510, 268, 34],
];

const SILHOUETTES: Record<string, Silhouette> = {
  sedan: car(
    'M60 252 L60 215 Q65 195 100 190 L190 182 L250 135 Q262 128 285 127 L400 127 Q425 128 440 140 L490 182 L560 192 Q585 197 588 220 L590 252 Z',
    'M262 180 L282 142 L340 140 L340 180 Z M352 180 L352 140 L405 140 Q420 141 430 150 L462 180 Z',
  ),
  liftback: car(
    'M60 252 L60 215 Q65 195 100 190 L190 182 L250 135 Q262 128 285 127 L410 127 Q430 128 445 142 L540 190 Q585 197 588 220 L590 252 Z',
    'M262 180 L282 142 L340 140 L340 180 Z M352 180 L352 140 L410 140 Q425 141 435 150 L490 182 Z',
  ),
  crossover: car(
    'M55 255 L55 200 Q58 175 95 170 L175 162 L235 112 Q245 104 265 104 L455 104 Q478 105 490 118 L545 165 Q585 172 588 205 L590 255 Z',
    'M250 160 L272 120 L350 118 L350 160 Z M362 160 L362 118 L450 118 Q468 120 478 132 L505 160 Z',
    40,
  ),
  suv: car(
    'M55 255 L55 180 Q58 160 90 158 L170 155 L205 100 Q210 92 225 92 L520 92 Q540 92 545 110 L560 160 Q588 168 588 200 L590 255 Z',
    'M215 152 L235 108 L340 108 L340 152 Z M352 152 L352 108 L455 108 L455 152 Z M467 152 L467 108 L525 108 Q532 108 535 118 L545 152 Z',
    42,
  ),
  pickup: car(
    'M50 255 L50 195 Q52 175 85 172 L160 168 L205 108 Q212 100 230 100 L345 100 Q355 100 358 112 L365 170 L590 170 L592 255 Z',
    'M215 162 L240 114 L300 114 L300 162 Z M310 162 L310 114 L340 114 Q346 114 347 122 L350 162 Z',
    40,
  ),
  van: {
    body: 'M45 258 L45 170 Q48 150 70 130 L120 85 Q130 78 150 78 L575 78 Q590 78 592 95 L595 258 Z',
    glass: 'M80 150 L128 100 L180 100 L180 150 Z',
    wheels: [
      [140, 258, 38],
      [490, 258, 38],
    ],
  },
  minibus: {
    body: 'M45 258 L45 170 Q48 150 70 130 L120 85 Q130 78 150 78 L575 78 Q590 78 592 95 L595 258 Z',
    glass:
      'M80 150 L128 100 L180 100 L180 150 Z M195 150 L195 100 L290 100 L290 150 Z M305 150 L305 100 L400 100 L400 150 Z M415 150 L415 100 L510 100 L510 150 Z',
    wheels: [
      [140, 258, 38],
      [490, 258, 38],
    ],
  },
  flatbed: {
    body: truckCab,
    glass: truckGlass,
    extra: 'M200 190 L600 190 L600 232 L200 232 Z',
    dark: 'M190 232 L600 232 L600 246 L190 246 Z',
    wheels: truckWheels,
  },
  tipper: {
    body: truckCab,
    glass: truckGlass,
    extra: 'M205 232 L215 120 L600 120 L588 232 Z',
    dark: 'M190 232 L600 232 L600 246 L190 246 Z',
    wheels: truckWheels,
  },
  'tractor-unit': {
    body: 'M40 262 L40 70 Q40 48 68 46 L190 46 Q210 46 212 66 L216 262 Z',
    glass: 'M54 70 L170 70 Q186 70 188 84 L192 140 L54 140 Z',
    dark: 'M200 236 L560 236 L560 252 L200 252 Z M330 222 L450 222 L450 236 L330 236 Z',
    wheels: truckWheels,
  },
  excavator: {
    body: 'M170 232 L170 160 Q170 150 182 150 L440 150 Q452 150 452 162 L452 232 Z M190 150 L190 88 Q190 80 200 80 L282 80 Q292 80 292 90 L292 150 Z',
    glass: 'M202 94 L280 94 L280 140 L202 140 Z',
    extra: 'M400 160 L520 58 L545 74 L432 176 Z M520 58 L602 178 L584 190 L508 80 Z',
    dark: 'M110 236 L510 236 Q540 236 540 262 Q540 290 510 290 L110 290 Q80 290 80 262 Q80 236 110 236 Z M570 180 L618 180 L610 222 L578 222 Z',
    wheels: [],
  },
  'backhoe-loader': {
    body: 'M150 236 L150 160 L300 160 L300 70 Q300 60 310 60 L420 60 Q430 60 430 70 L430 160 L520 160 L520 236 Z',
    glass: 'M316 76 L414 76 L414 150 L316 150 Z',
    extra:
      'M520 170 L590 150 L600 172 L530 196 Z M150 180 L90 110 L106 98 L168 166 Z M90 110 L40 180 L56 190 L104 124 Z',
    dark: 'M560 200 L630 196 L624 246 L570 246 Z M24 186 L66 186 L58 222 L32 222 Z',
    wheels: [
      [220, 252, 48],
      [470, 258, 40],
    ],
  },
  tractor: {
    body: 'M160 230 L160 150 L380 150 L380 120 L540 120 Q560 120 560 140 L560 230 Z M180 150 L180 60 L330 60 L330 150 Z',
    glass: 'M194 74 L316 74 L316 140 L194 140 Z',
    wheels: [
      [220, 240, 66],
      [490, 258, 40],
    ],
  },
};

/** A light outline for near-white cars so they stay visible on the light background. */
const strokeFor = (hex: string) => (/^#(?:[eEfF][0-9a-fA-F]){3}$/.test(hex) ? '#9aa0a6' : 'none');

export function carSvg(body: string, colorHex: string, title: string): string {
  const s = ownValue(SILHOUETTES, body) ?? SILHOUETTES.sedan;
  if (!s) throw new Error('silhouettes are missing');
  const color = /^#[0-9a-fA-F]{6}$/.test(colorHex) ? colorHex : '#6B7075';
  const { width, height } = CAR_IMAGE;
  const wheels = s.wheels
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#1f1f1f"/><circle cx="${x}" cy="${y}" r="${Math.round(r / 2)}" fill="#b8bcc2"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset="1" stop-color="#dfe3e8"/></linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<ellipse cx="320" cy="300" rx="290" ry="18" fill="#000" opacity="0.12"/>`,
    s.dark ? `<path d="${s.dark}" fill="#2b2b2b"/>` : '',
    s.extra ? `<path d="${s.extra}" fill="${color}" stroke="${strokeFor(color)}" stroke-width="2"/>` : '',
    `<path d="${s.body}" fill="${color}" stroke="${strokeFor(color)}" stroke-width="2"/>`,
    `<path d="${s.glass}" fill="#27323d" opacity="0.85"/>`,
    wheels,
    '</svg>',
  ].join('');
}
