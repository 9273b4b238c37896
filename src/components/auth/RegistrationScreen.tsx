import { INDIVIDUAL, isLegalEntity, LEGAL_ENTITY } from '@common/client-type';
import { ROUTES } from '@common/constants';
import { AUTH_FORMS } from '@common/forms/form-kinds';
import './auth.css';
import { readFlow } from '@edge/auth/flow';
import { requestContext } from '@edge/context';
import { ChoiceField, Form, InnField, PhoneField, TextField } from '../forms';
import { formInitial } from '../forms/form-initial';
import { CodeStep } from './CodeStep';
import { PasswordFields } from './PasswordFields';
import { SmsChallengeField } from './SmsChallengeField';

const PAGE = ROUTES.registration;
const ACTIONS = '/api/auth/registration';
const USER_TYPES = [
  { value: INDIVIDUAL, label: 'Частное лицо' },
  { value: LEGAL_ENTITY, label: 'Юридическое лицо или ИП' },
];

/**
 * Registration of a private person or a legal entity (spec section 6): phone → SMS code →
 * password and name (INN and company name for a legal entity) → signed in.
 */
export async function RegistrationScreen() {
  const c = requestContext();
  const flow = c ? await readFlow(c, 'registration') : null;
  const step = !flow ? 1 : flow.verificationToken ? 3 : 2;
  return (
    <section className="auth">
      <h1>Регистрация</h1>
      <p className="auth__step">Шаг {step} из 3</p>
      {step === 1 ? (
        <Form
          action={`${ACTIONS}/send-code`}
          id={AUTH_FORMS.registrationPhone}
          label="Начало регистрации"
          submitLabel="Получить код"
          initial={formInitial(AUTH_FORMS.registrationPhone, PAGE)}
        >
          <ChoiceField name="userType" legend="Кто вы" options={USER_TYPES} defaultValue="individual" />
          <PhoneField />
          <SmsChallengeField actions={ACTIONS} />
        </Form>
      ) : null}
      {step === 2 && flow ? (
        <CodeStep flow="registration" actions={ACTIONS} page={PAGE} phone={flow.phone} resendAt={flow.resendAt} />
      ) : null}
      {step === 3 && flow ? (
        <Form
          action={`${ACTIONS}/complete`}
          id={AUTH_FORMS.registrationDetails}
          label="Данные клиента"
          submitLabel="Зарегистрироваться"
          initial={formInitial(AUTH_FORMS.registrationDetails, PAGE)}
        >
          {isLegalEntity(flow.userType) ? (
            <>
              <TextField name="companyName" label="Название компании" autoComplete="organization" required />
              <InnField />
            </>
          ) : null}
          <TextField name="lastName" label="Фамилия" autoComplete="family-name" required />
          <TextField name="firstName" label="Имя" autoComplete="given-name" required />
          <TextField name="middleName" label="Отчество" autoComplete="additional-name" />
          <PasswordFields />
        </Form>
      ) : null}
      {step > 1 ? null : (
        <p className="auth__links">
          <span>
            Уже есть аккаунт? <a href={ROUTES.login}>Войти</a>
          </span>
        </p>
      )}
    </section>
  );
}
