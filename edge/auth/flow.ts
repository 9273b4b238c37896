import { CLIENT_TYPES, INDIVIDUAL } from '@common/client-type';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as z from 'zod/mini';
import type { SiteContext } from '../context';
import { seal, unseal } from '../session/seal';

/**
 * Where a visitor is in a multi-step SMS flow (registration, password restore). Kept in an
 * encrypted cookie, so every step is a plain form post and the pages need no JavaScript.
 */
const flowSchema = z.object({
  userType: z._default(z.enum(CLIENT_TYPES), INDIVIDUAL),
  phone: z.string(),
  /** Epoch ms from which a new code may be requested (the upstream's retryAfter). */
  resendAt: z.number(),
  /** Set once the code is confirmed; the last step spends it. */
  verificationToken: z.optional(z.string()),
});
export type Flow = z.infer<typeof flowSchema>;
export type FlowKind = 'registration' | 'restore';

/** The upstream's verification token lives 15 minutes; the flow need not outlive it. */
const FLOW_SECONDS = 15 * 60;
export async function readFlow(c: SiteContext, kind: FlowKind): Promise<Flow | null> {
  const raw = getCookie(c, kind, 'host');
  if (!raw) return null;
  const parsed = flowSchema.safeParse(await unseal(raw, kind, c.var.config.SESSION_SECRETS));
  return parsed.success ? parsed.data : null;
}

export async function writeFlow(c: SiteContext, kind: FlowKind, flow: Flow): Promise<void> {
  const value = await seal({ ...flow }, kind, c.var.config.SESSION_SECRETS, FLOW_SECONDS);
  setCookie(c, kind, value, { prefix: 'host', httpOnly: true, sameSite: 'Lax', maxAge: FLOW_SECONDS });
}

export function clearFlow(c: Context, kind: FlowKind): void {
  deleteCookie(c, kind, { prefix: 'host', httpOnly: true, sameSite: 'Lax' });
}
