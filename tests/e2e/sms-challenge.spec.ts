import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { freshPhone, ownAddress, smsCode } from './auth-helpers';

// Each test its own visitor address: the limits below count codes per address.
test.use({ extraHTTPHeaders: ownAddress });

const widget = (page: Page) => page.locator('altcha-widget');

/** Registration's first step: the phone, «Получить код». */
async function askForCode(page: Page, phone: string) {
  await page.goto('/registration');
  await expect(page.getByRole('form', { name: 'Начало регистрации' })).toHaveAttribute('data-enhanced', 'true');
  await page.getByLabel('Телефон').fill(phone);
}

/** Back from the code step to the phone (the flow starts over). */
async function startOver(page: Page) {
  await expect(page.getByLabel('Код из SMS')).toBeVisible();
  await page.getByRole('button', { name: 'Изменить номер телефона' }).click();
  await expect(page.getByLabel('Телефон')).toBeVisible();
}

/**
 * Issue 25: SMS codes cost money. Past three codes from one address within the hour, the next
 * needs the self-hosted proof-of-work check (ALTCHA), which the browser solves by itself; the
 * 11th code from the address within the hour is refused with a message that says why.
 */
test.describe('SMS codes from one address', () => {
  test('the challenge appears after three codes, a solved one sends the code, the 11th is refused', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    for (let i = 1; i <= 3; i++) {
      await askForCode(page, freshPhone());
      // No challenge yet, and not even its script.
      await expect(widget(page)).toHaveCount(0);
      await page.getByRole('button', { name: 'Получить код' }).click();
      await startOver(page);
    }
    expect(await page.evaluate(() => customElements.get('altcha-widget'))).toBeUndefined();

    // The fourth: the server asks for the check, the widget solves it as the page opens.
    const phone = freshPhone();
    await askForCode(page, phone);
    await expect(page.getByText('С вашего адреса уже запрашивали коды.')).toBeVisible();
    await expect(widget(page).getByText('Проверено')).toBeVisible({ timeout: 20_000 });
    // The form with the widget stays accessible.
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const blocking = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
      [],
    );
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByLabel('Код из SMS')).toBeVisible();
    expect(await smsCode(request, phone, 'register')).toMatch(/^\d{6}$/);

    // Codes 5 to 10, each after its own check.
    for (let i = 5; i <= 10; i++) {
      await startOver(page);
      await askForCode(page, freshPhone());
      await expect(widget(page).getByText('Проверено')).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Получить код' }).click();
    }
    await startOver(page);

    // The 11th within the hour: refused, with what happened and when to come back.
    await askForCode(page, freshPhone());
    await expect(widget(page).getByText('Проверено')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.locator('.toast--error .toast__message')).toHaveText(
      /^С этого адреса отправлено слишком много кодов, попробуйте через \d+ мин\.$/,
    );
    await expect(page.getByLabel('Телефон')).toBeVisible();
  });

  test('a solution buys one code: spent on a refused code, the widget solves anew', async ({ page }) => {
    test.setTimeout(90_000);
    const phones = [freshPhone(), freshPhone(), freshPhone()];
    for (const phone of phones) {
      await askForCode(page, phone);
      await page.getByRole('button', { name: 'Получить код' }).click();
      await startOver(page);
    }
    const answer = () =>
      page.evaluate(() => {
        const form = document.querySelector<HTMLFormElement>('form[aria-label="Начало регистрации"]');
        return form ? String(new FormData(form).get('altcha') ?? '') : '';
      });
    // The last phone again, within its minute: the upstream refuses, the solution is spent.
    await askForCode(page, phones[2] ?? '');
    await expect(widget(page).getByText('Проверено')).toBeVisible({ timeout: 20_000 });
    const spent = await answer();
    expect(spent).not.toBe('');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.locator('.toast--error .toast__message')).toHaveText(/^Код уже отправлен\. Повторите через/);

    // Another phone with the spent answer: the edge asks again and the widget solves a new challenge.
    await page.getByLabel('Телефон').fill(freshPhone());
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.locator('.form__message')).toHaveText(
      'Подтвердите, что вы не робот: дождитесь отметки «Я не робот» и отправьте форму ещё раз',
    );
    await expect.poll(answer, { timeout: 20_000 }).not.toBe(spent);
    await expect.poll(answer).not.toBe('');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByLabel('Код из SMS')).toBeVisible();
  });
});
