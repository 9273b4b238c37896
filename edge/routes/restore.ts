import { RESTORE_PAGE, ROUTES } from '@common/constants';
import { newPasswordForm } from '@common/forms/auth';
import { AUTH_FORMS } from '@common/forms/form-kinds';
import { formatPhone } from '@common/phone';
import { clearFlow, readFlow, writeFlow } from '../auth/flow';
import { UpstreamError } from '../errors';
import { failure, formAction } from '../forms/action';
import { flashForm } from '../session/flash';
import { transportFor } from '../upstream/context';
import { restorePassword, restoreSms } from '../upstream/restore';
import { flowExpired, smsFlowRoutes } from './sms-flow';

/** /api/auth/restore/*: phone → SMS code → new password → sign in with it. */
export const restoreRoutes = smsFlowRoutes('restore', restoreSms, RESTORE_PAGE).post(
  '/complete',
  formAction({
    form: AUTH_FORMS.restorePassword,
    schema: newPasswordForm,
    page: RESTORE_PAGE,
    run: async (c, input) => {
      const flow = await readFlow(c, 'restore');
      if (!flow?.verificationToken) return flowExpired();
      let message: string;
      try {
        ({ message } = await restorePassword(transportFor(c, null), {
          phone: flow.phone,
          verificationToken: flow.verificationToken,
          password: input.password,
          passwordConfirmation: input.passwordConfirmation,
        }));
      } catch (err) {
        const token = err instanceof UpstreamError ? err.fieldErrors?.verificationToken : undefined;
        if (!token) return failure(err);
        await writeFlow(c, 'restore', { ...flow, verificationToken: undefined });
        return { ok: false, status: 422, message: token.join(' ') };
      }
      clearFlow(c, 'restore');
      // The login form opens with the phone filled in.
      await flashForm(c, {
        path: ROUTES.login,
        form: AUTH_FORMS.login,
        values: { phone: formatPhone(flow.phone) },
        fieldErrors: {},
      });
      return { ok: true, redirect: ROUTES.login, toast: { message, type: 'success' } };
    },
  }),
);
