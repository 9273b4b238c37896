import { ROUTES } from '@common/constants';
import { buyoutOffer } from '@common/early-buyout';
import { formatDate, formatRoubles } from '@common/format';
import { changePasswordForm, driverForm, earlyBuyoutForm, sessionForm } from '@common/forms/account';
import { emptyForm } from '@common/forms/auth';
import { INVALID_FORM_MESSAGE } from '@common/forms/errors';
import { ACCOUNT_FORMS } from '@common/forms/form-kinds';
import { Hono } from 'hono';
import { reservePasswordGuess, settlePasswordGuess } from '../auth/password-guesses';
import type { SiteContext, SiteEnv } from '../context';
import { formAction } from '../forms/action';
import { accountSession } from '../middleware/require-session';
import { accountToday } from '../upstream/account-today';
import { transportFor } from '../upstream/context';
import { getContract, getSchedule } from '../upstream/contracts';
import { submitEarlyBuyout } from '../upstream/forms';
import { changePassword, deleteDriver, listSessions, revokeSession } from '../upstream/profile';

const PROFILE = ROUTES.accountProfile;

/** The signed-in client's transport (a guest never gets here: requireSession in edge/app.ts). */
const signedIn = (c: SiteContext) => transportFor(c, accountSession(c).accessToken);

/**
 * POST /api/account/*: the account's actions on the one form pipeline (edge/forms/action.ts), each
 * answering a plain form with a 303 back to its page and a toast, and an island with JSON.
 */
export const accountActionRoutes = new Hono<SiteEnv>()
  .post(
    '/password',
    formAction({
      form: ACCOUNT_FORMS.changePassword,
      schema: changePasswordForm,
      page: PROFILE,
      run: async (c, input) => {
        const t = signedIn(c);
        const limited = reservePasswordGuess(c);
        if (limited) return limited;
        let res: Awaited<ReturnType<typeof changePassword>>;
        try {
          res = await changePassword(t, input);
        } catch (err) {
          settlePasswordGuess(c, err);
          throw err;
        }
        settlePasswordGuess(c);
        return {
          ok: true,
          redirect: PROFILE,
          toast: { message: `${res.message}. Все другие сеансы завершены.`, type: 'success' },
        };
      },
    }),
  )
  .post(
    '/sessions/revoke',
    formAction({
      form: ACCOUNT_FORMS.sessions,
      schema: sessionForm,
      page: PROFILE,
      run: async (c, input) => {
        const t = signedIn(c);
        const sessions = await listSessions(t);
        // This browser's own session ends with «Выйти», which also clears the cookie.
        if (sessions.find((s) => s.id === input.id)?.current) {
          return { ok: false, status: 409, message: 'Это текущий сеанс: чтобы его завершить, нажмите «Выйти»' };
        }
        const res = await revokeSession(t, input.id);
        return { ok: true, redirect: `${PROFILE}#sessions`, toast: { message: res.message, type: 'success' } };
      },
    }),
  )
  .post(
    '/sessions/revoke-others',
    formAction({
      form: ACCOUNT_FORMS.sessions,
      schema: emptyForm,
      page: PROFILE,
      run: async (c) => {
        const t = signedIn(c);
        const others = (await listSessions(t)).filter((s) => !s.current);
        await Promise.all(others.map((s) => revokeSession(t, s.id)));
        const message = others.length ? 'Все другие сеансы завершены' : 'Других сеансов нет';
        return { ok: true, redirect: `${PROFILE}#sessions`, toast: { message, type: 'success' } };
      },
    }),
  )
  .post(
    '/contracts/early-buyout',
    formAction({
      form: ACCOUNT_FORMS.earlyBuyout,
      schema: earlyBuyoutForm,
      backFallback: ROUTES.accountCars,
      anchor: true,
      run: async (c, input) => {
        const t = signedIn(c);
        const { profile } = accountSession(c);
        // The estimate again, by the page's own rule and data: a client who saw an outdated figure is
        // told before anything is sent. The back office computes the figure it stores itself.
        const [contract, schedule] = await Promise.all([
          getContract(t, input.contractId),
          getSchedule(t, input.contractId),
        ]);
        const today = accountToday(t);
        const offer = buyoutOffer(contract, schedule.items, input.date, today);
        if (!offer) return { ok: false, status: 422, message: 'Договор закрыт: досрочный выкуп не нужен' };
        const { error, estimate } = offer;
        if (error || !estimate)
          return {
            ok: false,
            status: 422,
            message: INVALID_FORM_MESSAGE,
            fieldErrors: error ? { date: [error] } : undefined,
          };
        if (Math.round(estimate.total * 100) !== Math.round(input.estimate * 100)) {
          return {
            ok: false,
            status: 422,
            message: `Оценка изменилась: на ${formatDate(input.date)} теперь ≈ ${formatRoubles(estimate.total)}. Проверьте её и отправьте запрос ещё раз`,
          };
        }
        if (!profile.phone)
          return { ok: false, status: 422, message: 'В профиле нет телефона: позвоните нам, чтобы оформить выкуп' };
        await submitEarlyBuyout(t, {
          name: profile.name,
          phone: profile.phone,
          contractNumber: contract.number,
          date: input.date,
          comment: input.comment,
        });
        // Its success stays in the form (a plain form too: the shell's toasts are drawn by script);
        // with script the form also shows it as a toast.
        return {
          ok: true,
          message: `Запрос на досрочный выкуп на ${formatDate(input.date)} отправлен: менеджер рассчитает точную сумму и свяжется с вами`,
        };
      },
    }),
  )
  .post(
    '/drivers/delete',
    formAction({
      form: ACCOUNT_FORMS.drivers,
      schema: driverForm,
      page: PROFILE,
      run: async (c, input) => {
        const t = signedIn(c);
        const res = await deleteDriver(t, input.id);
        return { ok: true, redirect: `${PROFILE}#drivers`, toast: { message: res.message, type: 'success' } };
      },
    }),
  );
