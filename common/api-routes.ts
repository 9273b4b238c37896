import type { CarListName } from './car-lists';
import type { FormKind } from './forms/form-kinds';

/**
 * The site's own JSON surface and form actions under `/api` (edge/routes/), as components post to,
 * link to and fetch them: one table of fixed paths and a builder for each path with a parameter.
 * A new action is a line here; a component never types `/api/…` itself.
 */
export const API_ROUTES = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  /** The catalogue filter's «Показать N» count (`?` + the filter's query). */
  catalogCount: '/api/catalog/count',
  leaseQuote: '/api/calculator/lease',
  password: '/api/account/password',
  revokeSession: '/api/account/sessions/revoke',
  revokeOtherSessions: '/api/account/sessions/revoke-others',
  deleteDriver: '/api/account/drivers/delete',
  billsArchive: '/api/account/bills/archive',
  earlyBuyout: '/api/account/contracts/early-buyout',
  issueCalendarFeed: '/api/account/calendar-feed',
  revokeCalendarFeed: '/api/account/calendar-feed/revoke',
  pushSubscribe: '/api/account/reminders',
  pushUnsubscribe: '/api/account/reminders/delete',
} as const;

/** A step of a flow confirmed by SMS (registration, password restore): `/api/auth/{flow}/{step}`. */
export type SmsFlowStep = 'send-code' | 'challenge' | 'check-code' | 'resend' | 'reset' | 'complete';
export const smsFlowAction = (flow: 'registration' | 'restore', step: SmsFlowStep) => `/api/auth/${flow}/${step}`;

/** Where a public form posts (`/api/forms/{kind}`): the same address with and without JavaScript. */
export const publicFormAction = (kind: FormKind) => `/api/forms/${kind}`;

/** Where a car list's form posts (`/api/lists/{compare|favourites}`), with and without JavaScript. */
export const carListAction = (list: CarListName) => `/api/lists/${list}`;

/** A bill's PDF. */
export const billPdfPath = (billId: number) => `/api/account/bills/${billId}.pdf`;

/** The contract's schedule as a file: CSV for Excel or an iCalendar of the payments to come. */
export const scheduleExportPath = (contractId: number, format: 'csv' | 'ics') =>
  `/api/account/contracts/${contractId}/schedule.${format}`;

/** The payment QR of what is due now: the picture on the page (svg) or the file to save (png). */
export const paymentQrPath = (contractId: number, format: 'svg' | 'png') =>
  `/api/account/contracts/${contractId}/payment-qr.${format}`;

/** «Оплатить всё»: the QR of what all the client's contracts owe now (`loadAllDuePayment`). */
export const allPaymentQrPath = (format: 'svg' | 'png') => `/api/account/payment-qr.${format}`;
