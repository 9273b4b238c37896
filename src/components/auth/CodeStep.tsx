import { SMS_FLOW_FORMS } from '@common/forms/form-kinds';
import { formatPhone } from '@common/phone';
import { Form } from '../forms/Form';
import { formInitial } from '../forms/form-initial';
import { TextField } from '../forms/TextField';
import { ResendCode } from './ResendCode';
import { SmsChallengeField } from './SmsChallengeField';

/** The SMS code step shared by registration and password restore. */
export function CodeStep({
  flow,
  actions,
  page,
  phone,
  resendAt,
}: {
  flow: 'registration' | 'restore';
  /** e.g. /api/auth/registration */
  actions: string;
  page: string;
  phone: string;
  resendAt: number;
}) {
  return (
    <Form
      action={`${actions}/check-code`}
      id={SMS_FLOW_FORMS[flow].code}
      label="Подтверждение номера"
      submitLabel="Подтвердить"
      initial={formInitial(SMS_FLOW_FORMS[flow].code, page)}
      after={
        <>
          <SmsChallengeField actions={actions} />
          <ResendCode action={`${actions}/resend`} resendAt={resendAt} />
          <button type="submit" className="form__link-button" formAction={`${actions}/reset`}>
            Изменить номер телефона
          </button>
        </>
      }
    >
      <p className="form__lead">
        Мы отправили SMS с кодом на номер <strong>{formatPhone(phone)}</strong>.
      </p>
      <TextField
        name="code"
        label="Код из SMS"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        pattern="\d{6}"
        required
      />
    </Form>
  );
}
