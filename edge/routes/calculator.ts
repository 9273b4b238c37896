import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { fieldErrorsOf, leaseInputSchema } from '../../src/lib/lease-input';
import type { SiteEnv } from '../context';
import { UpstreamError } from '../errors';
import { calculateLease } from '../upstream/calculator';
import { transportFor } from '../upstream/context';

const INVALID = 'Проверьте правильность заполнения полей';

/**
 * POST /api/calculator/lease: the calculator island's recomputation. The body is checked with the
 * same zod/mini schema as the island; failures answer 422 `{ message, fieldErrors }` by field.
 */
export const calculatorRoutes = new Hono<SiteEnv>().post(
  '/lease',
  zValidator('json', leaseInputSchema, (result, c) => {
    if (!result.success) return c.json({ message: INVALID, fieldErrors: fieldErrorsOf(result.error.issues) }, 422);
  }),
  async (c) => {
    try {
      const quote = await calculateLease(transportFor(c, null), c.req.valid('json'));
      return c.json(quote);
    } catch (err) {
      if (!(err instanceof UpstreamError)) throw err;
      if (err.status === 422) return c.json({ message: err.message, fieldErrors: err.fieldErrors ?? {} }, 422);
      return c.json({ message: err.message }, err.status >= 500 ? 502 : (err.status as 400));
    }
  },
);
