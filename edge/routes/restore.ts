import { RESTORE_PAGE, ROUTES } from '@common/constants';
import { newPasswordForm } from '@common/forms/auth';
import { AUTH_FORMS } from '@common/forms/form-kinds';
import { formatPhone } from '@common/phone';
import { clearFlow } from '../auth/flow';
import { flashForm } from '../session/flash';
import { transportFor } from '../upstream/context';
import { restorePassword, restoreSms } from '../upstream/restore';
import { smsFlowRoutes } from './sms-flow';

/** /api/auth/restore/*: phone → SMS code → new password → sign in with it. */
export const restoreRoutes = smsFlowRoutes('restore', restoreSms, RESTORE_PAGE, {
  form: AUTH_FORMS.restorePassword,
  schema: newPasswordForm,
  run: async (c, _input, verified) => {
    const { message } = await restorePassword(transportFor(c, null), verified);
    clearFlow(c, 'restore');
    // The login form opens with the phone filled in.
    await flashForm(c, {
      path: ROUTES.login,
      form: AUTH_FORMS.login,
      values: { phone: formatPhone(verified.phone) },
      fieldErrors: {},
    });
    return { ok: true, redirect: ROUTES.login, toast: { message, type: 'success' } };
  },
});
