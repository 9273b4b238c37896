import { codeForm, emptyForm, resendCodeForm, sendCodeForm } from '@common/forms/auth';
import { type FormId, SMS_FLOW_FORMS } from '@common/forms/form-kinds';
import { Hono } from 'hono';
import type * as z from 'zod/mini';
import { clearFlow, type Flow, type FlowKind, readFlow, writeFlow } from '../auth/flow';
import {
  newSmsChallenge,
  releaseFreeSmsCode,
  reserveFreeSmsCode,
  SMS_CHALLENGE_MESSAGE,
  verifySmsChallenge,
} from '../auth/sms-challenge';
import type { SiteContext, SiteEnv } from '../context';
import { UpstreamError } from '../errors';
import { type ActionOutcome, formAction } from '../forms/action';
import { transportFor } from '../upstream/context';
import type { CodeChecked, CodeSent, VerifiedPassword } from '../upstream/sms';
import type { Transport } from '../upstream/transport';

type SmsSteps = {
  sendCode: (t: Transport, phone: string) => Promise<CodeSent>;
  checkCode: (t: Transport, phone: string, code: string) => Promise<CodeChecked>;
};

/** The upstream's cooldown when it does not say (API-account.md: 60 s). */
const DEFAULT_RETRY_SECONDS = 60;

/** The last step of a flow: its form and what it does with the confirmed phone and the new password. */
type CompleteStep<S extends z.ZodMiniType> = {
  form: FormId;
  schema: S;
  run: (c: SiteContext, input: z.output<S>, verified: VerifiedPassword, flow: Flow) => Promise<ActionOutcome>;
};

const flowExpired = (): ActionOutcome => ({
  ok: false,
  status: 409,
  message: 'Время подтверждения истекло. Начните заново.',
});

/**
 * Past a few codes from this address, a code needs a solved proof-of-work challenge: without one
 * the form answers 422 on its `altcha` field, and the widget shows (src/components/auth/SmsChallenge).
 * A free code is taken before the code is asked for (one step of the shared state, so a burst
 * cannot slip past the threshold) and given back when no code left after all.
 */
async function behindChallenge(
  c: SiteContext,
  altcha: string | undefined,
  send: () => Promise<ActionOutcome>,
): Promise<ActionOutcome> {
  if (await reserveFreeSmsCode(c)) {
    try {
      return await send();
    } catch (err) {
      await releaseFreeSmsCode(c);
      throw err;
    }
  }
  if (await verifySmsChallenge(c.var.config, altcha)) return send();
  return { ok: false, status: 422, message: SMS_CHALLENGE_MESSAGE, fieldErrors: { altcha: [SMS_CHALLENGE_MESSAGE] } };
}

/**
 * The SMS steps shared by registration and password restore: send the code, send it again after
 * the cooldown (both behind the challenge past a few codes; GET `challenge` gives one), check it,
 * or start over. The visitor's place in the flow lives in an encrypted cookie.
 * Every step is a form of its own on `page` (`{kind}-phone`, `{kind}-code`, then `complete.form`);
 * a spent confirmation at the last step goes back to the code step.
 */
export function smsFlowRoutes<S extends z.ZodMiniType<{ password: string; passwordConfirmation: string }>>(
  kind: FlowKind,
  sms: SmsSteps,
  page: string,
  complete: CompleteStep<S>,
) {
  /** A step on the code form: only within a flow that has not expired. */
  const codeStep = <C extends z.ZodMiniType>(
    schema: C,
    run: (c: SiteContext, input: z.output<C>, flow: Flow) => Promise<ActionOutcome>,
  ) =>
    formAction({
      form: SMS_FLOW_FORMS[kind].code,
      schema,
      page,
      run: async (c, input) => {
        const flow = await readFlow(c, kind);
        return flow ? run(c, input, flow) : flowExpired();
      },
    });
  const sent = async (c: SiteContext, flow: Parameters<typeof writeFlow>[2], res: CodeSent): Promise<ActionOutcome> => {
    await writeFlow(c, kind, { ...flow, resendAt: Date.now() + (res.retryAfter ?? DEFAULT_RETRY_SECONDS) * 1000 });
    return { ok: true, redirect: page, toast: { message: res.message, type: 'success' } };
  };
  return new Hono<SiteEnv>()
    .get('/challenge', async (c) => {
      // The widget's challenge: signed, single use, never stored by anyone.
      c.header('cache-control', 'no-store');
      return c.json(await newSmsChallenge(c.var.config));
    })
    .post(
      '/send-code',
      formAction({
        form: SMS_FLOW_FORMS[kind].phone,
        schema: sendCodeForm,
        page,
        run: async (c, input) => {
          return behindChallenge(c, input.altcha, async () => {
            const res = await sms.sendCode(transportFor(c, null), input.phone);
            return sent(c, { phone: input.phone, userType: input.userType, resendAt: 0 }, res);
          });
        },
      }),
    )
    .post(
      '/resend',
      codeStep(resendCodeForm, async (c, input, flow) => {
        return behindChallenge(c, input.altcha, async () => {
          const res = await sms.sendCode(transportFor(c, null), flow.phone);
          return sent(c, { ...flow, verificationToken: undefined }, res);
        });
      }),
    )
    .post(
      '/check-code',
      codeStep(codeForm, async (c, input, flow) => {
        const res = await sms.checkCode(transportFor(c, null), flow.phone, input.code);
        await writeFlow(c, kind, { ...flow, verificationToken: res.verificationToken });
        return { ok: true, redirect: page };
      }),
    )
    .post(
      '/reset',
      formAction({
        form: SMS_FLOW_FORMS[kind].code,
        schema: emptyForm,
        page,
        run: async (c) => {
          clearFlow(c, kind);
          return { ok: true, redirect: page };
        },
      }),
    )
    .post(
      '/complete',
      formAction({
        form: complete.form,
        schema: complete.schema,
        page,
        run: async (c, input) => {
          const flow = await readFlow(c, kind);
          if (!flow?.verificationToken) return flowExpired();
          const { phone, verificationToken } = flow;
          const { password, passwordConfirmation } = input;
          try {
            return await complete.run(c, input, { phone, verificationToken, password, passwordConfirmation }, flow);
          } catch (err) {
            const token = err instanceof UpstreamError ? err.fieldErrors?.verificationToken : undefined;
            if (!token) throw err;
            // The confirmation is spent or expired: back to the code step.
            await writeFlow(c, kind, { ...flow, verificationToken: undefined });
            return { ok: false, status: 422, message: token.join(' ') };
          }
        },
      }),
    );
}
