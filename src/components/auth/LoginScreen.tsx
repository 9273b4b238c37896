import { EnhancedForm } from './EnhancedForm';
import { Field } from './Field';
import { formFlash } from './page-flash';
import { SubmitButton } from './SubmitButton';

/** Sign-in by phone and password (spec section 4); a plain form that the island enhances. */
export function LoginScreen() {
  const flash = formFlash('/login');
  return (
    <section className="auth">
      <h1>Вход в личный кабинет</h1>
      <EnhancedForm
        action="/api/auth/login"
        label="Вход"
        initialErrors={flash?.fieldErrors}
        initialMessage={flash?.message}
      >
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
        <Field name="password" label="Пароль" type="password" autoComplete="current-password" required />
        <SubmitButton>Войти</SubmitButton>
      </EnhancedForm>
      <p className="auth__links">
        <a href="/login?mode=restore">Забыли пароль?</a>
        <span>
          Нет аккаунта? <a href="/registration">Зарегистрироваться</a>
        </span>
      </p>
    </section>
  );
}
