import { fieldErrorsOf, INVALID_FORM_MESSAGE } from '@common/forms/errors';
import { leaseInputSchema } from '@common/lease-schema';
import { Hono } from 'hono';
import type { SiteEnv } from '../context';
import { UpstreamError } from '../errors';
import { readBody } from '../forms/body';
import { calculateLease } from '../upstream/calculator';
import { transportFor } from '../upstream/context';

/**
 * POST /api/calculator/lease: the calculator island's recomputation. The body is checked with the
 * same zod/mini schema as the island; failures answer 422 `{ message, fieldErrors }` by field.
 */
export const calculatorRoutes = new Hono<SiteEnv>().post('/lease', async (c) => {
  const body = await readBody(c);
  if (!body.ok) return c.json({ message: body.message }, body.status);
  const checked = leaseInputSchema.safeParse(body.raw);
  if (!checked.success) {
    return c.json({ message: INVALID_FORM_MESSAGE, fieldErrors: fieldErrorsOf(checked.error.issues) }, 422);
  }
  try {
    return c.json(await calculateLease(transportFor(c, null), checked.data));
  } catch (err) {
    if (!(err instanceof UpstreamError)) throw err;
    if (err.status === 422) return c.json({ message: err.message, fieldErrors: err.fieldErrors ?? {} }, 422);
    if (err.status === 429)
      return c.json({ message: err.message }, 429, { 'retry-after': String(err.retryAfter ?? 60) });
    return c.json({ message: err.message }, err.status >= 500 ? 502 : (err.status as 400));
  }
});
