/**
 * A readable device name for a sign-in session from the User-Agent the upstream stored: «Chrome
 * на Linux», «Safari на iPhone»; a program that is not a browser (the mobile app, curl, a script:
 * «node», «okhttp/4.12») is «Приложение»; nothing recognisable is «Неизвестное устройство». A few
 * patterns rather than a user-agent library: the profile only needs a name a person recognises.
 */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/YaBrowser\//, 'Яндекс Браузер'],
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux|X11/, 'Linux'],
];

export const UNKNOWN_DEVICE = 'Неизвестное устройство';
export const APP_DEVICE = 'Приложение';

const first = (list: readonly (readonly [RegExp, string])[], ua: string) => list.find(([re]) => re.test(ua))?.[1];

export function deviceName(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').trim();
  if (!ua || ua === UNKNOWN_DEVICE) return UNKNOWN_DEVICE;
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  // Every browser's agent starts «Mozilla/5.0 (…)»; anything else is a program calling the API.
  if (!/^Mozilla\//.test(ua)) return browser && system ? `${browser} на ${system}` : APP_DEVICE;
  if (browser && system) return `${browser} на ${system}`;
  if (browser) return browser;
  if (system) return `Браузер на ${system}`;
  return UNKNOWN_DEVICE;
}
