import { clearFlow, readFlow, writeFlow } from '../auth/flow';
import { companyInput, newPasswordInput, personInput } from '../auth/schemas';
import { startSession } from '../auth/sign-in';
import { UpstreamError } from '../errors';
import { transportFor } from '../upstream/context';
import { register, registrationSms } from '../upstream/registration';
import { type ActionResult, action, failure } from './action';
import { flowExpired, smsFlowRoutes } from './sms-flow';

const PAGE = '/registration';

const completeInput = newPasswordInput.extend(personInput.shape).extend(companyInput.partial().shape);

/**
 * /api/auth/registration/*: phone → SMS code → password and name (plus INN and company name for a
 * legal entity) → signed in and on to /account.
 */
export const registrationRoutes = smsFlowRoutes('registration', registrationSms, PAGE).post(
  '/complete',
  ...action(completeInput, PAGE, async (c, input): Promise<ActionResult> => {
    const flow = await readFlow(c, 'registration');
    if (!flow?.verificationToken) return flowExpired(PAGE);
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
    if (flow.userType === 'legalEntity' && (!input.inn || !input.companyName)) {
      const fieldErrors: Record<string, string[]> = {};
      if (!input.inn) fieldErrors.inn = ['Заполните поле «ИНН»'];
      if (!input.companyName) fieldErrors.companyName = ['Заполните поле «Название компании»'];
      return { ok: false, back: PAGE, status: 422, fieldErrors };
    }
    try {
      const body =
        flow.userType === 'legalEntity'
          ? { ...person, inn: input.inn ?? '', companyName: input.companyName ?? '' }
          : person;
      const tokens = await register(transportFor(c, null), body, flow.userType);
      await startSession(c, tokens);
    } catch (err) {
      const token = err instanceof UpstreamError ? err.fieldErrors?.verificationToken : undefined;
      if (!token) return failure(err, PAGE);
      // The confirmation is spent or expired: back to the code step.
      await writeFlow(c, 'registration', { ...flow, verificationToken: undefined });
      return { ok: false, back: PAGE, status: 422, message: token.join(' ') };
    }
    clearFlow(c, 'registration');
    return { ok: true, redirect: '/account', toast: { message: 'Регистрация завершена', type: 'success' } };
  }),
);
