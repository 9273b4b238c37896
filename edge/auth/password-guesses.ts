import type { SiteContext } from '../context';
import { UpstreamError } from '../errors';
import type { ActionOutcome } from '../forms/action';
import { passwordGuessLimits, retryText } from './rate-limit';

/**
 * The keys of the password-guess limits: the account, and the session (its refresh token's end is
 * fixed at sign-in and survives a refresh, where the tokens themselves rotate).
 */
function guessKeys(c: SiteContext) {
  const session = c.var.session;
  const account = String(session?.profile.id ?? '');
  return { account, session: `${account}|${session?.refreshExpiresAt ?? ''}` };
}

/** The 429 of the password change while this session or account has guessed too often; else null. */
export function passwordGuessWait(c: SiteContext): ActionOutcome | null {
  const keys = guessKeys(c);
  const wait = Math.max(
    passwordGuessLimits.perSession.retryAfter(keys.session),
    passwordGuessLimits.perAccount.retryAfter(keys.account),
  );
  if (wait === 0) return null;
  return {
    ok: false,
    status: 429,
    retryAfter: wait,
    message: `Слишком много неверных попыток ввода текущего пароля. Повторите через ${retryText(wait)}.`,
  };
}

/** A wrong current password (the upstream's 422 on that field) counts; other failures do not. */
export function countPasswordGuess(c: SiteContext, err: unknown): void {
  if (!(err instanceof UpstreamError) || err.status !== 422) return;
  if (!Object.hasOwn(err.fieldErrors ?? {}, 'currentPassword')) return;
  const keys = guessKeys(c);
  passwordGuessLimits.perSession.fail(keys.session);
  passwordGuessLimits.perAccount.fail(keys.account);
}
