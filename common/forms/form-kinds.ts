import type * as z from 'zod/mini';

/** The site's public forms, each posted to `/api/forms/{kind}` (with and without JavaScript). */
export const FORM_KINDS = [
  'booking',
  'callback',
  'question',
  'trade-in',
  'credit',
  'car-request',
  'lease-application',
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/**
 * The hidden field of a public form's submission key (decision 0023), rendered new with each page.
 * Here, not beside its rule in fields.ts: the form's island names it, and fields.ts imports zod,
 * which no page's first JavaScript may carry (decision 0030).
 */
export const SUBMISSION_KEY_FIELD = '_submissionKey';

/**
 * The sign-in, registration and password restore forms, one id each: the edge flashes a form's
 * values and errors under it, and the page reads them back (`formInitial`) and anchors to it.
 */
export const AUTH_FORMS = {
  login: 'login',
  logout: 'logout',
  registrationPhone: 'registration-phone',
  registrationCode: 'registration-code',
  registrationDetails: 'registration-details',
  restorePhone: 'restore-phone',
  restoreCode: 'restore-code',
  restorePassword: 'restore-password',
} as const;

/**
 * The account's forms, one id each: the password change and the early-buyout request (each a
 * `Form`, which reads its flash back), and the session and driver removals (plain confirmed
 * forms, answered with a toast).
 */
export const ACCOUNT_FORMS = {
  changePassword: 'change-password',
  sessions: 'sessions',
  drivers: 'drivers',
  /** The bills' archive (a plain form whose answer is a ZIP): only its errors come back by flash. */
  bills: 'bills',
  /** The contract page's request to buy the contract out early. */
  earlyBuyout: 'early-buyout',
} as const;

type IdOf<T> = T[keyof T];

/**
 * Every form's id (public kinds, sign-in and its flows, the account): what the edge flashes a
 * no-JS result under and the page reads it back by, so a mistyped id fails to compile.
 */
export type FormId = FormKind | IdOf<typeof AUTH_FORMS> | IdOf<typeof ACCOUNT_FORMS>;

/** Every form id as a list (what a flash cookie's form may name when read back). */
export const FORM_IDS: readonly FormId[] = [
  ...FORM_KINDS,
  ...Object.values(AUTH_FORMS),
  ...Object.values(ACCOUNT_FORMS),
];

/** The two steps every SMS flow shares (phone, then code), by flow. */
export const SMS_FLOW_FORMS = {
  registration: { phone: AUTH_FORMS.registrationPhone, code: AUTH_FORMS.registrationCode },
  restore: { phone: AUTH_FORMS.restorePhone, code: AUTH_FORMS.restoreCode },
} as const;

/**
 * A public form's schema, loaded on demand: the island starts the load when the visitor first
 * focuses the form, so zod and the schema stay out of the page's first JavaScript.
 */
const SCHEMA_LOADERS: Record<FormKind, () => Promise<z.ZodMiniType>> = {
  booking: () => import('./public/booking').then((m) => m.bookingForm),
  callback: () => import('./public/callback').then((m) => m.callbackForm),
  question: () => import('./public/question').then((m) => m.questionForm),
  'trade-in': () => import('./public/trade-in').then((m) => m.tradeInForm),
  credit: () => import('./public/credit').then((m) => m.creditForm),
  'car-request': () => import('./public/car-request').then((m) => m.carRequestForm),
  'lease-application': () => import('./public/lease-application').then((m) => m.leaseApplicationForm),
};
export const formSchemaLoader = (kind: FormKind) => SCHEMA_LOADERS[kind];
