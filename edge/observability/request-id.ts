/** Cloudflare's ray id: 16 hex digits, with the data centre when Cloudflare adds it (`…-DME`). */
const RAY = /^[0-9a-f]{16}(?:-[A-Z]{3})?$/i;

/**
 * The request's reference, quoted by a client to support and found in the logs: Cloudflare's
 * `cf-ray` when it is one (deployed), else 16 generated hex digits of the same form. Nothing a
 * visitor sends is taken as is: a forged header is not a ray id and is not logged.
 */
export function requestIdOf(headers: Headers): string {
  const ray = headers.get('cf-ray')?.trim();
  if (ray && RAY.test(ray)) return ray;
  return crypto.randomUUID().replaceAll('-', '').slice(0, 16);
}

/** The header that carries the reference on every answer and on every upstream call. */
export const REQUEST_ID_HEADER = 'x-request-id';
