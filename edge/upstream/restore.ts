import * as z from 'zod/mini';
import { smsSteps, type VerifiedPassword } from './sms';
import { call, type Transport } from './transport';

const RESTORE = '/api/v1/restore-password';

export const restoreSms = smsSteps(RESTORE);

/** POST /api/v1/restore-password/restore-password: every session of the user ends; no tokens come back. */
export const restorePassword = (t: Transport, body: VerifiedPassword) =>
  call(t, `${RESTORE}/restore-password`, z.object({ message: z.string() }), { json: body, token: null });
