import { Hono } from 'hono';
import { clearFlow, type FlowKind, readFlow, writeFlow } from '../auth/flow';
import { codeInput, emptyInput, sendCodeInput } from '../auth/schemas';
import type { SiteContext, SiteEnv } from '../context';
import { transportFor } from '../upstream/context';
import type { CodeChecked, CodeSent } from '../upstream/sms';
import type { Transport } from '../upstream/transport';
import { type ActionResult, action } from './action';

type SmsSteps = {
  sendCode: (t: Transport, phone: string) => Promise<CodeSent>;
  checkCode: (t: Transport, phone: string, code: string) => Promise<CodeChecked>;
};

/** The upstream's cooldown when it does not say (API-account.md: 60 s). */
const DEFAULT_RETRY_SECONDS = 60;

export const flowExpired = (back: string): ActionResult => ({
  ok: false,
  back,
  status: 409,
  message: 'Время подтверждения истекло. Начните заново.',
});

/**
 * The SMS steps shared by registration and password restore: send the code, send it again after
 * the cooldown, check it, or start over. The visitor's place in the flow lives in an encrypted cookie.
 */
export function smsFlowRoutes(kind: FlowKind, sms: SmsSteps, back: string) {
  const sent = async (c: SiteContext, flow: Parameters<typeof writeFlow>[2], res: CodeSent): Promise<ActionResult> => {
    await writeFlow(c, kind, { ...flow, resendAt: Date.now() + (res.retryAfter ?? DEFAULT_RETRY_SECONDS) * 1000 });
    return { ok: true, redirect: back, toast: { message: res.message, type: 'success' } };
  };
  return new Hono<SiteEnv>()
    .post(
      '/send-code',
      ...action(sendCodeInput, back, async (c, input) => {
        const res = await sms.sendCode(transportFor(c, null), input.phone);
        return sent(c, { phone: input.phone, userType: input.userType ?? 'individual', resendAt: 0 }, res);
      }),
    )
    .post(
      '/resend',
      ...action(emptyInput, back, async (c) => {
        const flow = await readFlow(c, kind);
        if (!flow) return flowExpired(back);
        const res = await sms.sendCode(transportFor(c, null), flow.phone);
        return sent(c, { ...flow, verificationToken: undefined }, res);
      }),
    )
    .post(
      '/check-code',
      ...action(codeInput, back, async (c, input) => {
        const flow = await readFlow(c, kind);
        if (!flow) return flowExpired(back);
        const res = await sms.checkCode(transportFor(c, null), flow.phone, input.code);
        await writeFlow(c, kind, { ...flow, verificationToken: res.verificationToken });
        return { ok: true, redirect: back };
      }),
    )
    .post(
      '/reset',
      ...action(emptyInput, back, async (c) => {
        clearFlow(c, kind);
        return { ok: true, redirect: back };
      }),
    );
}
