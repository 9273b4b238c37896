/**
 * Query parameters that ad networks and mailers add to a link and no page reads: Yandex Direct's
 * `yclid` (unique per click), Google's `gclid`/`gbraid`/`wbraid`/`dclid`, Meta's `fbclid`,
 * Microsoft's `msclkid`, Yandex's `ysclid` and `_openstat`, every `utm_*` and a few more.
 */
const TRACKING = new Set([
  'yclid',
  'ysclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'gclsrc',
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_openstat',
  '_ga',
  '_gl',
  'roistat',
  'rb_clickid',
]);

export function isTrackingParam(name: string): boolean {
  return name.toLowerCase().startsWith('utm_') || TRACKING.has(name.toLowerCase());
}
