import type { FormFlash } from '../../../edge/session/flash';
import { formatPhone } from '../../lib/phone';
import { EnhancedForm } from './EnhancedForm';
import { Field } from './Field';
import { ResendCode } from './ResendCode';
import { SubmitButton } from './SubmitButton';

/** The SMS code step shared by registration and password restore. */
export function CodeStep({
  actions,
  phone,
  resendAt,
  flash,
}: {
  /** e.g. /api/auth/registration */
  actions: string;
  phone: string;
  resendAt: number;
  flash?: FormFlash;
}) {
  return (
    <EnhancedForm
      action={`${actions}/check-code`}
      label="Подтверждение номера"
      initialErrors={flash?.fieldErrors}
      initialMessage={flash?.message}
    >
      <p className="auth-form__lead">
        Мы отправили SMS с кодом на номер <strong>{formatPhone(phone)}</strong>.
      </p>
      <Field
        name="code"
        label="Код из SMS"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        pattern="\d{6}"
        required
      />
      <SubmitButton>Подтвердить</SubmitButton>
      <ResendCode action={`${actions}/resend`} resendAt={resendAt} />
      <button type="submit" className="auth-form__link-button" formAction={`${actions}/reset`}>
        Изменить номер телефона
      </button>
    </EnhancedForm>
  );
}
