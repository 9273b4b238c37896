import { ROUTES } from '@common/constants';
import { FORM_KINDS, type FormKind } from '@common/forms/form-kinds';
import { formSchemas } from '@common/forms/schemas';
import { Hono } from 'hono';
import type { SiteEnv } from '../context';
import { formAction } from '../forms/action';
import { transportFor } from '../upstream/context';
import { submitForm } from '../upstream/forms';

/** The page each form lives on: where a submission returns when its `_back` is missing or unsafe. */
const FORM_PAGES: Record<FormKind, string> = {
  booking: ROUTES.catalog,
  callback: ROUTES.home,
  question: ROUTES.contacts,
  'trade-in': ROUTES.tradeIn,
  credit: ROUTES.credit,
  'car-request': ROUTES.catalog,
  'lease-application': ROUTES.leasingCalculator,
};

/**
 * POST /api/forms/{kind}: every site form (booking, callback, question, trade-in, credit,
 * car-request, lease-application). The page posts its path in `_back`; a no-JS submission comes back there to
 * `#form-{kind}` (a missing or unsafe `_back`: the form's own page). No bearer token: these are
 * public forms; the visitor's address goes as X-Forwarded-For.
 */
export const formsRoutes = new Hono<SiteEnv>();
for (const kind of FORM_KINDS) {
  formsRoutes.post(
    `/${kind}`,
    formAction({
      form: kind,
      schema: formSchemas[kind],
      anchor: true,
      backFallback: FORM_PAGES[kind],
      run: async (c, input) => {
        const accepted = await submitForm(transportFor(c, null), kind, input);
        return { ok: true, message: accepted.message };
      },
    }),
  );
}
