import { smsFlowAction } from '@common/api-routes';
import { SMS_FLOW_FORMS } from '@common/forms/form-kinds';
import { formatPhone } from '@common/phone';
import { Form } from '../forms/Form';
import { formInitial } from '../forms/form-initial';
import { CodeField } from './CodeField';
import { ResendCode } from './ResendCode';
import { SmsChallengeField } from './SmsChallengeField';

/** The SMS code step shared by registration and password restore. */
export function CodeStep({
  flow,
  page,
  phone,
  resendAt,
}: {
  flow: 'registration' | 'restore';
  page: string;
  phone: string;
  resendAt: number;
}) {
  return (
    <Form
      action={smsFlowAction(flow, 'check-code')}
      id={SMS_FLOW_FORMS[flow].code}
      label="Подтверждение номера"
      submitLabel="Подтвердить"
      initial={formInitial(SMS_FLOW_FORMS[flow].code, page)}
      after={
        <>
          <SmsChallengeField flow={flow} />
          <ResendCode action={smsFlowAction(flow, 'resend')} resendAt={resendAt} />
          <button type="submit" className="form__link-button" formAction={smsFlowAction(flow, 'reset')}>
            Изменить номер телефона
          </button>
        </>
      }
    >
      <p className="form__lead">
        Мы отправили SMS с кодом на номер <strong>{formatPhone(phone)}</strong>.
      </p>
      <CodeField />
    </Form>
  );
}
