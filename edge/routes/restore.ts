import { newPasswordForm } from '@common/forms/auth';
import { formatPhone } from '@common/phone';
import { clearFlow } from '../auth/flow';
import { flashForm } from '../session/flash';
import { transportFor } from '../upstream/context';
import { restorePassword, restoreSms } from '../upstream/restore';
import { smsFlowRoutes } from './sms-flow';

/** The restore screen is a mode of the login screen, reached from its «Забыли пароль?» link. */
export const RESTORE_PAGE = '/login?mode=restore';

/** /api/auth/restore/*: phone → SMS code → new password → sign in with it. */
export const restoreRoutes = smsFlowRoutes('restore', restoreSms, RESTORE_PAGE, {
  form: 'restore-password',
  schema: newPasswordForm,
  run: async (c, _input, verified) => {
    const { message } = await restorePassword(transportFor(c, null), verified);
    clearFlow(c, 'restore');
    // The login form opens with the phone filled in.
    await flashForm(c, {
      path: '/login',
      form: 'login',
      values: { phone: formatPhone(verified.phone) },
      fieldErrors: {},
    });
    return { ok: true, redirect: '/login', toast: { message, type: 'success' } };
  },
});
