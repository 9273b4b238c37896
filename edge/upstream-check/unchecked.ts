/**
 * Why `upstream:check` leaves a call of the upstream out: it writes to the back office (a form, a
 * booking, an SMS, a password, a reminder marked sent), it answers a file or an HTML document
 * rather than JSON, it answers only to a client's calendar secret the check does not hold (issuing
 * one is a write), it exists for development only, or the site never reads it (the mobile door, edge/mobile/, only
 * passes it through unread). tests/integration/edge/upstream-check.test.ts reads the
 * reference upstream's own routes and fails on a call that is neither checked nor named here, and
 * on an «unread» one the site's own code names after all.
 */
export type UncheckedReason = 'writes' | 'file' | 'secret' | 'development' | 'unread';

/** Calls as spec section 7 names them, parameters as `{name}`. */
export const UNCHECKED_CALLS: ReadonlyMap<string, UncheckedReason> = new Map<string, UncheckedReason>([
  ['POST /api/v1/bookings', 'writes'],
  ['POST /api/v1/form-results', 'writes'],
  ['POST /api/v1/cars/empty', 'writes'],
  ['POST /api/v1/register/phone/send-code', 'writes'],
  ['POST /api/v1/register/phone/check-code', 'writes'],
  ['POST /api/v1/register/phone', 'writes'],
  ['POST /api/v1/register/phone/b2b', 'writes'],
  ['POST /api/v1/restore-password/send-code', 'writes'],
  ['POST /api/v1/restore-password/check-code', 'writes'],
  ['POST /api/v1/restore-password/restore-password', 'writes'],
  ['POST /api/v1/client/change-password', 'writes'],
  ['DELETE /api/v1/auth/profile/tokens/{tokenId}', 'writes'],
  ['DELETE /api/v1/auth/profile/drivers/{driver}', 'writes'],
  ['POST /api/v1/client/calendar-feed', 'writes'],
  ['DELETE /api/v1/client/calendar-feed', 'writes'],
  ['POST /api/v1/client/push-subscriptions', 'writes'],
  ['DELETE /api/v1/client/push-subscriptions', 'writes'],
  ['POST /api/v1/site/push-reminders/claim', 'writes'],
  ['DELETE /api/v1/site/push-subscriptions/{id}', 'writes'],
  ['POST /api/v1/site/calendar-feed', 'secret'],
  ['GET /documents/{slug}', 'file'],
  ['GET /api/v1/private-file', 'file'],
  ['POST /api/v1/client/bills/download-archive', 'file'],
  ['GET /api/v1/dev/sms-outbox', 'development'],
  ['GET /api/v1/dev/form-results', 'development'],
  ['GET /documents', 'unread'],
  ['GET /api/v1/documents', 'unread'],
  ['GET /api/v1/documents/{slug}', 'unread'],
  ['GET /api/v1/cities/{id}', 'unread'],
  ['GET /api/v1/offices/{id}', 'unread'],
  ['GET /api/v1/metros', 'unread'],
  ['GET /api/v1/metros/{id}', 'unread'],
  ['GET /api/v1/banks/{id}', 'unread'],
  ['GET /api/v1/brands/{id}', 'unread'],
  ['GET /api/v1/vehicle-types/{id}', 'unread'],
  ['GET /api/v1/service-centers/{id}', 'unread'],
  ['GET /api/v1/countries', 'unread'],
  ['GET /api/v1/countries/{id}', 'unread'],
  ['GET /api/v1/pages', 'unread'],
  ['POST /api/v1/news', 'unread'],
  ['GET /api/v1/seo-datas', 'unread'],
  ['GET /api/v1/info-blocks', 'unread'],
  ['GET /api/v1/auth/permissions', 'unread'],
]);
