import { expect, test } from '@playwright/test';
import { openSignedIn } from './auth-helpers';
import { roubles, storedForms } from './back-office';

/**
 * Issue 32: the contract page's early-buyout request reaches the back office's form results
 * (type `early-buyout`) with the day and the estimate the client saw, with and without JavaScript;
 * a refusal shows in the form, a success as a toast.
 */

const PERSON = '79000000001';

for (const javaScriptEnabled of [false, true]) {
  test.describe(
    javaScriptEnabled ? 'early buyout request, with JavaScript' : 'early buyout request, without JavaScript',
    () => {
      test.use({ javaScriptEnabled });

      test('the request carries the day and the estimate shown to the back office; refusals stay in the form', async ({
        page,
      }) => {
        // Sign-in, the estimate, a refusal and the request: four round trips through the account.
        test.setTimeout(60_000);
        const day = javaScriptEnabled ? '2027-03-15' : '2027-04-15';
        const note = `Позвоните после 18:00 (${javaScriptEnabled ? 'js' : 'html'} ${Date.now()})`;
        await openSignedIn(page, PERSON, `/account/cars/2?buyout=${day}#buyout`);
        const buyout = page.getByRole('region', { name: 'Досрочный выкуп: оценка' });
        const total = roubles(
          (await buyout.locator('dl div', { hasText: 'Итого для закрытия договора' }).locator('dd').textContent()) ??
            '',
        );
        expect(total).toBeGreaterThan(0);
        // Folded until asked for: the contract page stays short on a phone.
        await buyout.locator('summary', { hasText: 'Запросить досрочный выкуп' }).click();
        const form = buyout.getByRole('form', { name: 'Запросить досрочный выкуп' });
        const shown = (await buyout.locator('dl div', { hasText: 'Итого' }).locator('dd').textContent()) ?? '';
        await expect(buyout).toContainText(`и оценку ${shown}`);
        await form.getByLabel('Комментарий').fill(note);

        if (javaScriptEnabled) {
          // Without the consent the form says so by the field, and nothing is sent.
          await form.getByRole('button', { name: 'Отправить запрос' }).click();
          await expect(form.locator('.field__error')).toContainText(
            'Необходимо согласие на обработку персональных данных',
          );
        } else {
          // An estimate the page no longer shows (changed since) is refused in the form, with the new figure.
          await form.locator('input[name="estimate"]').evaluate((input: HTMLInputElement) => {
            input.value = '1.00';
          });
          await form.getByRole('checkbox', { name: /согласие на обработку/ }).check();
          await form.getByRole('button', { name: 'Отправить запрос' }).click();
          const again = page.getByRole('form', { name: 'Запросить досрочный выкуп' });
          await expect(again).toContainText('Оценка изменилась');
          await expect(again.getByLabel('Комментарий')).toHaveValue(note);
        }
        expect((await storedForms(page, PERSON)).some((f) => f.payload.comment === note)).toBe(false);

        const ready = page.getByRole('form', { name: 'Запросить досрочный выкуп' });
        await ready.getByRole('checkbox', { name: /согласие на обработку/ }).check();
        await ready.getByRole('button', { name: 'Отправить запрос' }).click();
        // The form says it was sent, in place (without script too); with script also as a toast.
        await expect(page.locator('.site-form__success')).toContainText('Запрос на досрочный выкуп');
        if (javaScriptEnabled) await expect(page.locator('.toast--success')).toContainText('Запрос на досрочный выкуп');
        else await expect(page).toHaveURL(new RegExp(`/account/cars/2\\?buyout=${day}#form-early-buyout$`));

        const stored = (await storedForms(page, PERSON)).find((f) => f.payload.comment === note);
        expect(stored?.type).toBe('early-buyout');
        expect(stored?.payload).toMatchObject({
          contractNumber: expect.stringMatching(/^ЛД-/),
          date: day,
          estimate: total,
        });
      });
    },
  );
}

test('/about promises of the account only what it does: an estimate and a request, not a buyout «в любой момент»', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.locator('main')).toContainText('Оценка суммы на любой день и запрос на выкуп — в личном кабинете');
  await expect(page.locator('main')).not.toContainText('В любой момент через личный кабинет');
  await expect(page.locator('main')).not.toContainText('акты');
});

/**
 * Issue 39 «A buyout planner»: today and the next six payment days, each with its estimate (the
 * interest accrued since the last payment day included) and what it saves against running the
 * contract to its end; a day's link opens that day's estimate, whose total is the planner's.
 */
test('the planner: today and six payment days, each figure the estimate of its day, savings shrinking', async ({
  page,
}) => {
  await openSignedIn(page, PERSON, '/account/cars/2');
  const buyout = page.getByRole('region', { name: 'Досрочный выкуп: оценка' });
  const rows = buyout.locator('.buyout-plan tbody tr');
  await expect(rows).toHaveCount(7);
  await expect(rows.first().locator('td').first()).toHaveText('Сегодня');
  const figures = await rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].slice(1).map((td) => td.textContent ?? '')),
  );
  const totals = figures.map(([total]) => roubles(total ?? ''));
  const savings = figures.map(([, saving]) => roubles(saving ?? ''));
  for (let i = 1; i < savings.length; i++) expect(savings[i]).toBeLessThan(savings[i - 1] ?? 0);
  expect(savings.at(-1)).toBeGreaterThan(0);
  // Today's estimate (the page's default day) includes the interest since 15 November.
  const total = async () =>
    roubles(
      (await buyout.locator('dl div', { hasText: 'Итого для закрытия договора' }).locator('dd').textContent()) ?? '',
    );
  expect(await total()).toBe(totals[0]);
  await expect(buyout).toContainText('Проценты с последнего платёжного дня по 25 ноября 2026 г.');
  // The third payment day (15.02.2027): its link opens its estimate; on a payment day no interest is due.
  await rows.nth(3).locator('a').click();
  await expect(page).toHaveURL(/buyout=2027-02-15/);
  await expect(buyout.locator('.buyout-plan tr[aria-current] td').first()).toHaveText('15.02.2027');
  expect(await total()).toBe(totals[3]);
  await expect(buyout).not.toContainText('Проценты с последнего платёжного дня');
});
