import { TextField } from '../forms/TextField';

type Props = {
  /** «Новый пароль» where the current one is asked first (the profile). */
  label?: string;
  confirmLabel?: string;
};

/** A new password twice, with the upstream's rules as a hint. */
export function PasswordFields({ label = 'Пароль', confirmLabel = 'Повторите пароль' }: Props) {
  return (
    <>
      <TextField
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        hint="Не менее 8 символов, хотя бы одна буква и одна цифра"
        required
      />
      <TextField
        name="passwordConfirmation"
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
