import { API_ROUTES } from '@common/api-routes';
import { RESTORE_PAGE, ROUTES } from '@common/constants';
import { AUTH_FORMS } from '@common/forms/form-kinds';
import './auth.css';
import { Form } from '../forms/Form';
import { formInitial } from '../forms/form-initial';
import { PhoneField } from '../forms/PhoneField';
import { TextField } from '../forms/TextField';

/**
 * Sign-in by phone and password (spec section 4); a plain form that the island enhances. `next`:
 * the page a guard sent the visitor from, where signing in returns (else the account).
 */
export function LoginScreen({ next }: { next?: string } = {}) {
  return (
    <section className="auth">
      <h1>Вход в личный кабинет</h1>
      <Form
        action={API_ROUTES.login}
        id={AUTH_FORMS.login}
        label="Вход"
        submitLabel="Войти"
        initial={formInitial(AUTH_FORMS.login, ROUTES.login)}
        hidden={next ? { next } : undefined}
      >
        <PhoneField mobile={false} />
        <TextField name="password" label="Пароль" type="password" autoComplete="current-password" required />
      </Form>
      <p className="auth__links">
        <a href={RESTORE_PAGE}>Забыли пароль?</a>
        <span>
          Нет аккаунта? <a href={ROUTES.registration}>Зарегистрироваться</a>
        </span>
      </p>
    </section>
  );
}
