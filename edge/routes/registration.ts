import { isLegalEntity } from '@common/client-type';
import { ROUTES } from '@common/constants';
import { registrationCompanyForm, registrationForm } from '@common/forms/auth';
import { fieldErrorsOf, INVALID_FORM_MESSAGE } from '@common/forms/errors';
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
    const person = {
      ...verified,
      lastName: input.lastName,
      firstName: input.firstName,
      middleName: input.middleName,
      address: input.address,
    };
    let body: typeof person | (typeof person & { inn: string; companyName: string }) = person;
    if (isLegalEntity(flow.userType)) {
      const company = registrationCompanyForm.safeParse({
        ...input,
        inn: input.inn ?? '',
        companyName: input.companyName ?? '',
      });
      if (!company.success) {
        return {
          ok: false,
          status: 422,
          message: INVALID_FORM_MESSAGE,
          fieldErrors: fieldErrorsOf(company.error.issues),
        };
      }
      body = { ...person, inn: company.data.inn, companyName: company.data.companyName };
    }
    await startSession(c, await register(transportFor(c, null), body, flow.userType));
    clearFlow(c, 'registration');
    return { ok: true, redirect: '/account', toast: { message: 'Регистрация завершена', type: 'success' } };
  },
});
