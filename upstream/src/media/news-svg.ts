import { NEWS_IMAGE } from '../catalog/images';
import { escapeXml } from './xml';

/** Cover of a news item: the category colour with a pattern that varies by item id; no binary assets. */
export function newsSvg(id: number, categoryName: string, colorHex: string, title: string): string {
  const { width, height } = NEWS_IMAGE;
  const color = /^#[0-9a-fA-F]{6}$/.test(colorHex) ? colorHex : '#1F4E9C';
  const circles = Array.from({ length: 5 }, (_, k) => {
    const x = (id * 197 + k * 263) % width;
    const y = (id * 131 + k * 149) % height;
    const r = 80 + ((id * 37 + k * 53) % 160);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.06 + k * 0.02).toFixed(2)}"/>`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="${color}"/>`,
    circles,
    `<text x="64" y="${height - 64}" font-family="Arial, sans-serif" font-size="40" fill="#fff">${escapeXml(categoryName)}</text>`,
    '</svg>',
  ].join('');
}
