import { readFlow } from '../../../edge/auth/flow';
import { requestContext } from '../../../edge/context';
import { CodeStep } from './CodeStep';
import { EnhancedForm } from './EnhancedForm';
import { Field } from './Field';
import { PasswordFields } from './PasswordFields';
import { formFlash } from './page-flash';
import { SubmitButton } from './SubmitButton';

const PAGE = '/login?mode=restore';
const ACTIONS = '/api/auth/restore';

/** Password restore by SMS: phone → code → new password, then sign in with it. */
export async function RestoreScreen() {
  const c = requestContext();
  const flow = c ? await readFlow(c, 'restore') : null;
  const flash = formFlash(PAGE);
  const step = !flow ? 1 : flow.verificationToken ? 3 : 2;
  return (
    <section className="auth">
      <h1>Восстановление пароля</h1>
      <p className="auth__step">Шаг {step} из 3</p>
      {step === 1 ? (
        <EnhancedForm
          action={`${ACTIONS}/send-code`}
          label="Начало восстановления"
          initialErrors={flash?.fieldErrors}
          initialMessage={flash?.message}
        >
          <p className="auth-form__lead">Укажите телефон, с которым вы регистрировались: мы пришлём код в SMS.</p>
          <Field
            name="phone"
            label="Телефон"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+7 (900) 000-00-00"
            defaultValue={flash?.values.phone}
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
          label="Новые учётные данные"
          initialErrors={flash?.fieldErrors}
          initialMessage={flash?.message}
        >
          <PasswordFields />
          <SubmitButton>Сохранить пароль</SubmitButton>
        </EnhancedForm>
      ) : null}
      <p className="auth__links">
        <a href="/login">Вернуться ко входу</a>
      </p>
    </section>
  );
}
