import { ownValue } from '../http/own-keys';

/**
 * Russian names of the catalogue's enumerated slugs. The seed (upstream/seed/models.mjs) holds the
 * same maps; a unit test keeps the two equal.
 */
export const TRANSMISSIONS = {
  manual: 'Механическая',
  automatic: 'Автоматическая',
  robot: 'Робот',
  cvt: 'Вариатор',
} as const;

export const DRIVES = { fwd: 'Передний', rwd: 'Задний', awd: 'Полный', tracked: 'Гусеничный' } as const;

export const FUELS = { petrol: 'Бензин', diesel: 'Дизель', hybrid: 'Гибрид', electric: 'Электро' } as const;

export const BODIES = {
  sedan: 'Седан',
  liftback: 'Лифтбек',
  crossover: 'Кроссовер',
  suv: 'Внедорожник',
  pickup: 'Пикап',
  van: 'Фургон',
  minibus: 'Микроавтобус',
  flatbed: 'Бортовой',
  tipper: 'Самосвал',
  'tractor-unit': 'Седельный тягач',
  'backhoe-loader': 'Экскаватор-погрузчик',
  excavator: 'Экскаватор',
  tractor: 'Трактор',
} as const;

const keys = <T extends object>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];
export const TRANSMISSION_KEYS = keys(TRANSMISSIONS);
export const DRIVE_KEYS = keys(DRIVES);
export const BODY_KEYS = keys(BODIES);

/** A slug with its Russian name; unknown slugs (never in the seed) fall back to the slug itself. */
export function labelled<T extends Record<string, string>>(names: T, value: string): { slug: string; name: string } {
  return { slug: value, name: ownValue<string>(names, value) ?? value };
}
