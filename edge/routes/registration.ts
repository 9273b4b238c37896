import { isLegalEntity } from '@common/client-type';
import { ROUTES } from '@common/constants';
import { checkRegistration, registrationForm } from '@common/forms/auth';
import { INVALID_FORM_MESSAGE } from '@common/forms/errors';
import { AUTH_FORMS } from '@common/forms/form-kinds';
import { clearFlow } from '../auth/flow';
import { startSession } from '../auth/sign-in';
import { transportFor } from '../upstream/context';
import { register, registrationSms } from '../upstream/registration';
import { smsFlowRoutes } from './sms-flow';

/**
 * /api/auth/registration/*: phone → SMS code → password and name (plus INN and company name for a
 * legal entity) → signed in and on to /account.
 */
export const registrationRoutes = smsFlowRoutes('registration', registrationSms, ROUTES.registration, {
  form: AUTH_FORMS.registrationDetails,
  schema: registrationForm,
  run: async (c, input, verified, flow) => {
    // Everything at once (issue 32): the person, a legal entity's company, the passwords' match.
    const checked = checkRegistration(input, isLegalEntity(flow.userType));
    if (!checked.ok) return { ok: false, status: 422, message: INVALID_FORM_MESSAGE, fieldErrors: checked.fieldErrors };
    const { data } = checked;
    const person = {
      ...verified,
      lastName: data.lastName,
      firstName: data.firstName,
      middleName: data.middleName,
      address: data.address,
    };
    const body =
      data.inn !== undefined && data.companyName !== undefined
        ? { ...person, inn: data.inn, companyName: data.companyName }
        : person;
    await startSession(c, await register(transportFor(c, null), body, flow.userType));
    clearFlow(c, 'registration');
    return { ok: true, redirect: '/account', toast: { message: 'Регистрация завершена', type: 'success' } };
  },
});
