import * as z from 'zod/mini';
import { call, type Transport } from './transport';

/** send-code answers of registration and restore: when the code dies and when a new one may be sent. */
export const codeSentSchema = z.object({
  message: z.string(),
  expiresIn: z.optional(z.number()),
  retryAfter: z.optional(z.number()),
});
export type CodeSent = z.output<typeof codeSentSchema>;

export const codeCheckedSchema = z.object({
  message: z.optional(z.string()),
  verificationToken: z.string().check(z.minLength(1)),
  expiresIn: z.optional(z.number()),
});
export type CodeChecked = z.output<typeof codeCheckedSchema>;

/** What the last step of registration and restore sends: the confirmed phone and the new password. */
export type VerifiedPassword = {
  phone: string;
  verificationToken: string;
  password: string;
  passwordConfirmation: string;
};

/** The SMS steps shared by registration and password restore (upstream/API-account.md). */
export function smsSteps(prefix: '/api/v1/register/phone' | '/api/v1/restore-password') {
  return {
    sendCode: (t: Transport, phone: string) =>
      call(t, `${prefix}/send-code`, codeSentSchema, { json: { phone }, token: null }),
    checkCode: (t: Transport, phone: string, code: string) =>
      call(t, `${prefix}/check-code`, codeCheckedSchema, { json: { phone, code }, token: null }),
  };
}
