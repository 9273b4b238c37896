import type { SiteContext } from '../context';
import { UpstreamError } from '../errors';
import type { ActionOutcome } from '../forms/action';
import { passwordGuessLimits, releaseAll, reserveAll, retryText, type Slot } from './rate-limit';

/**
 * The keys of the password-guess limits: the account, and the session (its refresh token's end is
 * fixed at sign-in and survives a refresh, where the tokens themselves rotate).
 */
function guessKeys(c: SiteContext) {
  const session = c.var.session;
  const account = String(session?.profile.id ?? '');
  return { account, session: `${account}|${session?.refreshExpiresAt ?? ''}` };
}

const slotsOf = (c: SiteContext): Slot[] => {
  const keys = guessKeys(c);
  return [
    [passwordGuessLimits.perSession, keys.session],
    [passwordGuessLimits.perAccount, keys.account],
  ];
};

/**
 * Reserves this attempt's slots before the upstream checks the current password (one synchronous
 * step, so a burst of one session sheds here); the 429 while this session or account has guessed
 * too often, else null.
 */
export function reservePasswordGuess(c: SiteContext): ActionOutcome | null {
  const wait = reserveAll(slotsOf(c));
  if (wait === 0) return null;
  return {
    ok: false,
    status: 429,
    retryAfter: wait,
    message: `Слишком много неверных попыток ввода текущего пароля. Повторите через ${retryText(wait)}.`,
  };
}

/** A wrong current password (the upstream's 422 on that field) keeps its slots; any other end gives them back. */
export function settlePasswordGuess(c: SiteContext, err?: unknown): void {
  const wrong =
    err instanceof UpstreamError && err.status === 422 && Object.hasOwn(err.fieldErrors ?? {}, 'currentPassword');
  if (!wrong) releaseAll(slotsOf(c));
}
