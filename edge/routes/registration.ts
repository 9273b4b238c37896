import { isLegalEntity } from '@common/client-type';
import { registrationCompanyForm, registrationForm } from '@common/forms/auth';
import { fieldErrorsOf, INVALID_FORM_MESSAGE } from '@common/forms/errors';
import { AUTH_FORMS } from '@common/forms/form-kinds';
import { clearFlow, readFlow, writeFlow } from '../auth/flow';
import { startSession } from '../auth/sign-in';
import { UpstreamError } from '../errors';
import { failure, formAction } from '../forms/action';
import { transportFor } from '../upstream/context';
import { register, registrationSms } from '../upstream/registration';
import { flowExpired, smsFlowRoutes } from './sms-flow';

const PAGE = '/registration';

/**
 * /api/auth/registration/*: phone → SMS code → password and name (plus INN and company name for a
 * legal entity) → signed in and on to /account.
 */
export const registrationRoutes = smsFlowRoutes('registration', registrationSms, PAGE).post(
  '/complete',
  formAction({
    form: AUTH_FORMS.registrationDetails,
    schema: registrationForm,
    page: PAGE,
    run: async (c, input) => {
      const flow = await readFlow(c, 'registration');
      if (!flow?.verificationToken) return flowExpired();
      const person = {
        phone: flow.phone,
        verificationToken: flow.verificationToken,
        password: input.password,
        passwordConfirmation: input.passwordConfirmation,
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
      try {
        await startSession(c, await register(transportFor(c, null), body, flow.userType));
      } catch (err) {
        const token = err instanceof UpstreamError ? err.fieldErrors?.verificationToken : undefined;
        if (!token) return failure(err);
        // The confirmation is spent or expired: back to the code step.
        await writeFlow(c, 'registration', { ...flow, verificationToken: undefined });
        return { ok: false, status: 422, message: token.join(' ') };
      }
      clearFlow(c, 'registration');
      return { ok: true, redirect: '/account', toast: { message: 'Регистрация завершена', type: 'success' } };
    },
  }),
);
