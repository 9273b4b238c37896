import { smsFlowAction } from '@common/api-routes';
import './auth.css';
import type { FormId } from '@common/forms/form-kinds';
import { type Flow, type FlowKind, readFlow } from '@edge/auth/flow';
import { requestContext } from '@edge/context';
import type { ReactNode } from 'react';
import { Form, PhoneField } from '../forms';
import { formInitial } from '../forms/form-initial';
import { CodeStep } from './CodeStep';
import { SmsChallengeField } from './SmsChallengeField';

/** One form of the flow: its id (`registration-phone`), accessible name and button. */
type StepForm = { id: FormId; label: string; submitLabel: string };

type Props = {
  kind: FlowKind;
  title: string;
  /** The page the flow's forms come back to (no-JS round trips). */
  page: string;
  /** The step 1 form, with what stands above the phone (who the client is, or a lead). */
  phone: StepForm & { before: ReactNode };
  /** The step 3 form and its fields, which may depend on what step 1 chose. */
  complete: StepForm & { fields: (flow: Flow) => ReactNode; consent?: boolean };
  /** The links under the steps. */
  links: (step: 1 | 2 | 3) => ReactNode;
};

const stepOf = (flow: Flow | null): 1 | 2 | 3 => (!flow ? 1 : flow.verificationToken ? 3 : 2);

/** The step of the flow the request is at, for the page's title («Шаг 2 из 3.»). */
export async function flowStepTitle(kind: FlowKind): Promise<string> {
  const c = requestContext();
  return `Шаг ${stepOf(c ? await readFlow(c, kind) : null)} из 3.`;
}

/**
 * A flow confirmed by SMS (spec section 6: registration, password restore): phone → SMS code →
 * the final form. The step comes from the flow cookie, so every step works without JavaScript.
 */
export async function SmsFlowScreen({ kind, title, page, phone, complete, links }: Props) {
  const c = requestContext();
  const flow = c ? await readFlow(c, kind) : null;
  const step = stepOf(flow);
  return (
    <section className="auth">
      <h1>{title}</h1>
      <p className="auth__step">Шаг {step} из 3</p>
      {step === 1 ? (
        <Form
          action={smsFlowAction(kind, 'send-code')}
          id={phone.id}
          label={phone.label}
          submitLabel={phone.submitLabel}
          initial={formInitial(phone.id, page)}
        >
          {phone.before}
          <PhoneField />
          <SmsChallengeField flow={kind} />
        </Form>
      ) : null}
      {step === 2 && flow ? <CodeStep flow={kind} page={page} phone={flow.phone} resendAt={flow.resendAt} /> : null}
      {step === 3 && flow ? (
        <Form
          action={smsFlowAction(kind, 'complete')}
          id={complete.id}
          label={complete.label}
          submitLabel={complete.submitLabel}
          initial={formInitial(complete.id, page)}
          consent={complete.consent}
        >
          {complete.fields(flow)}
        </Form>
      ) : null}
      {links(step)}
    </section>
  );
}
