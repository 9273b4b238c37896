/** Every symbol in public/icons/sprite.svg; /_icons shows them all. */
export const ICON_NAMES = [
  'arrow-left',
  'arrow-right',
  'calculator',
  'calendar',
  'car',
  'check',
  'chevron-down',
  'close',
  'document',
  'filter',
  'info',
  'logout',
  'mail',
  'map-pin',
  'menu',
  'phone',
  'search',
  'user',
  'warning',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
