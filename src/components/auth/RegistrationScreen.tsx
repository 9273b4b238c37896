import { readFlow } from '../../../edge/auth/flow';
import { requestContext } from '../../../edge/context';
import { CodeStep } from './CodeStep';
import { EnhancedForm } from './EnhancedForm';
import { Field } from './Field';
import { PasswordFields } from './PasswordFields';
import { formFlash } from './page-flash';
import { SubmitButton } from './SubmitButton';

const PAGE = '/registration';
const ACTIONS = '/api/auth/registration';

/**
 * Registration of a private person or a legal entity (spec section 6): phone → SMS code →
 * password and name (INN and company name for a legal entity) → signed in.
 */
export async function RegistrationScreen() {
  const c = requestContext();
  const flow = c ? await readFlow(c, 'registration') : null;
  const flash = formFlash(PAGE);
  const values = flash?.values ?? {};
  const step = !flow ? 1 : flow.verificationToken ? 3 : 2;
  const legal = flow ? flow.userType === 'legalEntity' : values.userType === 'legalEntity';
  return (
    <section className="auth">
      <h1>Регистрация</h1>
      <p className="auth__step">Шаг {step} из 3</p>
      {step === 1 ? (
        <EnhancedForm
          action={`${ACTIONS}/send-code`}
          label="Начало регистрации"
          initialErrors={flash?.fieldErrors}
          initialMessage={flash?.message}
        >
          <fieldset className="choice">
            <legend className="field__label">Кто вы</legend>
            <label className="choice__option">
              <input type="radio" name="userType" value="individual" defaultChecked={!legal} />
              Частное лицо
            </label>
            <label className="choice__option">
              <input type="radio" name="userType" value="legalEntity" defaultChecked={legal} />
              Юридическое лицо или ИП
            </label>
          </fieldset>
          <Field
            name="phone"
            label="Телефон"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+7 (900) 000-00-00"
            defaultValue={values.phone}
            required
          />
          <SubmitButton>Получить код</SubmitButton>
        </EnhancedForm>
      ) : null}
      {step === 2 && flow ? (
        <CodeStep actions={ACTIONS} phone={flow.phone} resendAt={flow.resendAt} flash={flash} />
      ) : null}
      {step === 3 ? (
        <EnhancedForm
          action={`${ACTIONS}/complete`}
          label="Данные клиента"
          initialErrors={flash?.fieldErrors}
          initialMessage={flash?.message}
        >
          {legal ? (
            <>
              <Field name="companyName" label="Название компании" defaultValue={values.companyName} required />
              <Field
                name="inn"
                label="ИНН"
                inputMode="numeric"
                maxLength={12}
                hint="10 цифр для организации, 12 для ИП"
                defaultValue={values.inn}
                required
              />
            </>
          ) : null}
          <Field name="lastName" label="Фамилия" autoComplete="family-name" defaultValue={values.lastName} required />
          <Field name="firstName" label="Имя" autoComplete="given-name" defaultValue={values.firstName} required />
          <Field name="middleName" label="Отчество" autoComplete="additional-name" defaultValue={values.middleName} />
          <PasswordFields />
          <SubmitButton>Зарегистрироваться</SubmitButton>
        </EnhancedForm>
      ) : null}
      {step > 1 ? null : (
        <p className="auth__links">
          <span>
            Уже есть аккаунт? <a href="/login">Войти</a>
          </span>
        </p>
      )}
    </section>
  );
}
