import { RESTORE_PAGE, ROUTES } from '@common/constants';
import { AUTH_FORMS } from '@common/forms/form-kinds';
import './auth.css';
import '../forms/forms.css';
import { readFlow } from '@edge/auth/flow';
import { requestContext } from '@edge/context';
import { Form } from '../forms/Form';
import { formInitial } from '../forms/form-initial';
import { PhoneField } from '../forms/PhoneField';
import { CodeStep } from './CodeStep';
import { PasswordFields } from './PasswordFields';
import { SmsChallengeField } from './SmsChallengeField';

const PAGE = RESTORE_PAGE;
const ACTIONS = '/api/auth/restore';

/** Password restore by SMS: phone → code → new password, then sign in with it. */
export async function RestoreScreen() {
  const c = requestContext();
  const flow = c ? await readFlow(c, 'restore') : null;
  const step = !flow ? 1 : flow.verificationToken ? 3 : 2;
  return (
    <section className="auth">
      <h1>Восстановление пароля</h1>
      <p className="auth__step">Шаг {step} из 3</p>
      {step === 1 ? (
        <Form
          action={`${ACTIONS}/send-code`}
          id={AUTH_FORMS.restorePhone}
          label="Начало восстановления"
          submitLabel="Получить код"
          initial={formInitial(AUTH_FORMS.restorePhone, PAGE)}
        >
          <p className="form__lead">Укажите телефон, с которым вы регистрировались: мы пришлём код в SMS.</p>
          <PhoneField />
          <SmsChallengeField actions={ACTIONS} />
        </Form>
      ) : null}
      {step === 2 && flow ? (
        <CodeStep flow="restore" actions={ACTIONS} page={PAGE} phone={flow.phone} resendAt={flow.resendAt} />
      ) : null}
      {step === 3 ? (
        <Form
          action={`${ACTIONS}/complete`}
          id={AUTH_FORMS.restorePassword}
          label="Новые учётные данные"
          submitLabel="Сохранить пароль"
          initial={formInitial(AUTH_FORMS.restorePassword, PAGE)}
        >
          <PasswordFields />
        </Form>
      ) : null}
      <p className="auth__links">
        <a href={ROUTES.login}>Вернуться ко входу</a>
      </p>
    </section>
  );
}
