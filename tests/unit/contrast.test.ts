import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_COLOR } from '../../src/lib/web-app-manifest';

/**
 * The design tokens' colour pairs (src/styles/tokens.css) meet WCAG 2.2 AA: 4.5:1 for text
 * (1.4.3), 3:1 for a control's edge or fill against what is around it (1.4.11). A new pair a
 * component uses for text or a control goes in `PAIRS`.
 */
const sheet = readFileSync(new URL('../../src/styles/tokens.css', import.meta.url), 'utf8');
const rootBlock = sheet.slice(sheet.indexOf(':root {'), sheet.indexOf('}', sheet.indexOf(':root {')));
const tokens = new Map(
  [...rootBlock.matchAll(/(--color-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]),
);

function resolve(name: string, depth = 0): string {
  const value = tokens.get(name);
  if (!value) throw new Error(`${name} is not a token of :root`);
  const ref = /^var\((--[\w-]+)\)$/.exec(value);
  if (ref?.[1] && depth < 5) return resolve(ref[1], depth + 1);
  return value;
}

function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  if (!/^#[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  const channel = (i: number) => {
    const v = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

const TEXT = 4.5;
const UI = 3;
/** [foreground, background, minimum, where]. */
const PAIRS: [string, string, number, string][] = [
  ['--color-text', '--color-bg', TEXT, 'running text'],
  ['--color-text', '--color-surface', TEXT, 'text in a panel, the footer'],
  ['--color-text', '--color-brand-soft', TEXT, 'a highlighted row (comparison)'],
  ['--color-muted', '--color-bg', TEXT, 'labels, notes'],
  ['--color-muted', '--color-surface', TEXT, 'labels in a panel'],
  ['--color-accent', '--color-bg', TEXT, 'links'],
  ['--color-accent', '--color-surface', TEXT, 'links in a panel'],
  ['--color-brand-hover', '--color-bg', TEXT, 'a hovered link'],
  ['--color-primary-text', '--color-primary', TEXT, 'the primary button'],
  ['--color-primary-text', '--color-brand-hover', TEXT, 'the primary button hovered'],
  ['--color-brand', '--color-brand-soft', TEXT, 'the secondary button, the current tab'],
  ['--color-brand', '--color-bg', UI, 'the secondary button edge'],
  ['--color-accent-warm', '--color-accent-warm-soft', TEXT, 'the «Спецпрограмма» badge'],
  ['--color-error', '--color-bg', TEXT, 'errors, overdue figures'],
  ['--color-error', '--color-error-soft', TEXT, "an overdue row, status badge, a form's error"],
  ['--color-success', '--color-bg', TEXT, 'paid statuses'],
  ['--color-success', '--color-success-soft', TEXT, 'a paid status badge, a sent form'],
  ['--color-primary-text', '--color-error', TEXT, 'a confirming button'],
  ['--color-bg', '--color-error', TEXT, 'an error toast'],
  ['--color-bg', '--color-success', TEXT, 'a success toast'],
  ['--color-bg', '--color-warning', TEXT, 'a warning toast'],
  ['--color-accent-warm', '--color-bg', TEXT, "a review's rating"],
  ['--color-focus', '--color-bg', UI, 'the focus ring'],
  ['--color-focus', '--color-surface', UI, 'the focus ring in a panel'],
  ['--color-control-border', '--color-bg', UI, 'a text box or select edge'],
  ['--color-control-border', '--color-surface', UI, 'a text box edge in a panel'],
  ['--color-bg', '--color-text', TEXT, 'the offline note, light on dark (ServiceWorker.css), a toast'],
];

describe('design tokens meet WCAG 2.2 AA contrast', () => {
  it.each(PAIRS)('%s on %s ≥ %s:1 (%s)', (fg, bg, minimum) => {
    expect(contrast(resolve(fg), resolve(bg))).toBeGreaterThanOrEqual(minimum);
  });

  it('computes the WCAG ratio (black on white 21:1, #767676 on white 4.54:1)', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('the installed app bar (manifest theme_color) is the brand token', () => {
    expect(THEME_COLOR.toLowerCase()).toBe(resolve('--color-brand').toLowerCase());
  });
});
