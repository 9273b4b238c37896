/**
 * The calls of spec section 7 that the mobile door forwards, as `METHOD /path` under
 * /api/mobile/v1 (`{x}` is one path segment). One table: anything else is a 404 at the edge, so
 * no development or internal route of the upstream is reachable through the site.
 */
export const MOBILE_CALLS = [
  // Authentication service
  'POST /oauth/token',
  'DELETE /oauth/token',
  'POST /auth/logout',
  'GET /auth/permissions',
  'GET /auth/token-info',
  'GET /auth/profile',
  'GET /auth/profile/tokens',
  'DELETE /auth/profile/tokens/{tokenId}',
  'GET /auth/profile/drivers',
  'DELETE /auth/profile/drivers/{driver}',
  // Registration and password restore
  'POST /register/phone/send-code',
  'POST /register/phone/check-code',
  'POST /register/phone',
  'POST /register/phone/b2b',
  'POST /restore-password/send-code',
  'POST /restore-password/check-code',
  'POST /restore-password/restore-password',
  'POST /client/change-password',
  // Public and reference data
  'GET /qr',
  'GET /documents/{slug}',
  ...['cities', 'offices', 'metros', 'banks', 'brands', 'vehicle-types', 'service-centers', 'countries'].flatMap(
    (list) => [`GET /${list}`, `GET /${list}/{id}`],
  ),
  'GET /question-types',
  'GET /question-categories',
  'GET /reviews',
  'POST /bookings',
  'GET /pages',
  'GET /pages/find-by-url',
  'POST /form-results',
  'GET /news',
  'POST /news',
  'GET /news/find-by-code',
  'GET /news/similars/{id}',
  'POST /news/filter',
  'GET /news-categories/dropdown',
  'GET /seo-datas/{id}',
  'GET /info',
  'GET /info-blocks',
  'GET /info-blocks/{slug}',
  'GET /private-file',
  'POST /calculator/lease',
  // Cars
  'POST /cars/filter',
  'POST /cars/filter/short',
  'POST /cars',
  'POST /cars/empty',
  'GET /cars/popular-cars',
  'GET /cars/cars-for-you-trade-in',
  'GET /cars/cars-in-program',
  'GET /cars/find-cars-for-you',
  'GET /cars/cars-like',
  'GET /cars/find-by-slug',
  'GET /cars/{id}/short',
  // Client (bearer token)
  'GET /client/bills',
  'POST /client/bills/download-archive',
  'GET /client/contracts',
  'GET /client/contracts/{id}',
  'GET /client/contracts/{id}/diagram',
  'GET /client/contracts/{id}/operations',
  'GET /client/contracts/{id}/car',
  'GET /client/contracts/{id}/payment-schedule',
  'GET /client/deals',
  'GET /client/deals/{id}',
] as const;

const SEGMENT = '[A-Za-z0-9_.-]{1,100}';

const TABLE: readonly { method: string; pattern: RegExp }[] = MOBILE_CALLS.map((call) => {
  const [method, path] = call.split(' ') as [string, string];
  const source = path
    .split('/')
    .map((part) => (/^\{\w+\}$/.test(part) ? SEGMENT : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { method, pattern: new RegExp(`^${source}$`) };
});

/** The methods the door forwards at `path` (after /api/mobile/v1), HEAD with GET; none for a path it does not know. */
export function allowedMobileMethods(path: string): string[] {
  if (path.includes('..')) return [];
  const methods = new Set(TABLE.filter((call) => call.pattern.test(path)).map((call) => call.method));
  if (methods.has('GET')) methods.add('HEAD');
  return ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => methods.has(method));
}

/** Whether `METHOD path` (path after /api/mobile/v1) is one of the calls the door forwards; HEAD goes with GET. */
export function isAllowedMobileCall(method: string, path: string): boolean {
  const asked = method === 'HEAD' ? 'GET' : method;
  if (path.includes('..')) return false;
  return TABLE.some((call) => call.method === asked && call.pattern.test(path));
}
