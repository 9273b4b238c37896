import { TextField } from '../forms/TextField';

/** A new password twice, with the upstream's rules as a hint. */
export function PasswordFields() {
  return (
    <>
      <TextField
        name="password"
        label="Пароль"
        type="password"
        autoComplete="new-password"
        hint="Не менее 8 символов, хотя бы одна буква и одна цифра"
        required
      />
      <TextField
        name="passwordConfirmation"
        label="Повторите пароль"
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
