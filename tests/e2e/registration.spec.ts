import { expect, test } from '@playwright/test';
import { accountMenu, freshPhone, ownAddress, sessionCookie, signIn, smsCode, UPSTREAM } from './auth-helpers';
import { correctRefusedField, fieldError } from './form-helpers';

// Each test its own visitor address: SMS codes are counted per address (a challenge past three).
test.use({ extraHTTPHeaders: ownAddress });

test.describe('registration and password restore by SMS', () => {
  test('the resend countdown is announced at its start and end only, not each second (WCAG 2.2.2, 4.1.3)', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/registration');
    await page.getByLabel('Телефон').fill(freshPhone());
    await page.getByRole('button', { name: 'Получить код' }).click();
    const timer = page.locator('.resend-code__timer');
    const live = page.locator('.resend-code [aria-live]');
    await expect(live).toHaveCount(1);
    await expect(timer).toHaveText(/через \d+ с/);
    await expect(live).toHaveText(/^Отправить код повторно можно через \d+ с$/);
    const said = await live.textContent();
    const shown = await timer.textContent();
    await page.clock.runFor(3000);
    await expect(timer).not.toHaveText(shown ?? '');
    await expect(live).toHaveText(said ?? '');
    await page.clock.runFor(65_000);
    await expect(live).toHaveText('Можно запросить новый код.');
    await expect(page.getByRole('button', { name: 'Отправить код повторно' })).toBeEnabled();
  });

  test('a new private person registers through the SMS code', async ({ page, request }) => {
    const phone = freshPhone();
    await page.goto('/registration');
    await expect(page.getByLabel('Физическое лицо')).toBeChecked();
    await page.getByLabel('Телефон').fill(phone);
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByLabel('Код из SMS')).toBeVisible();
    await expect(page.locator('.resend-code__timer')).toHaveText(/Отправить код повторно можно через \d+ с/);
    await expect(page.getByRole('button', { name: 'Отправить код повторно' })).toBeDisabled();

    const code = await smsCode(request, phone, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Код из SMS').fill(wrong);
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.locator('.field__error')).toHaveText('Неверный код. Осталось 4 попытки');
    // Issue 40: a code typed or pasted with a space («123 456») is read as its six digits.
    await page.getByLabel('Код из SMS').fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    // The details form is an island: typing before it hydrates would post it without JavaScript.
    await expect(page.getByRole('form', { name: 'Данные клиента' })).toHaveAttribute('data-enhanced', 'true');

    // With the consent, required fields are marked as on every public form: «Имя *», «Пароль *».
    await page.getByLabel('Фамилия').fill('Петрова');
    await page.getByLabel(/^Имя/).fill('Анна');
    await page.getByLabel(/^Пароль/).fill('short');
    await page.getByLabel('Повторите пароль').fill('short');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(fieldError(page, 'Пароль').first()).toContainText('Пароль должен содержать не менее 8 символов');
    // Issue 39: the name is personal data; the 152-ФЗ consent every form asks, in the same round.
    await expect(page.getByText('Необходимо согласие на обработку персональных данных')).toBeVisible();
    await expect(page.getByLabel('Фамилия')).toHaveValue('Петрова');
    await page.getByLabel(/^Пароль/).fill('Secret-2026');
    await page.getByLabel('Повторите пароль').fill('Secret-2026');
    await page.getByRole('checkbox', { name: /согласие на обработку/ }).check();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

    await expect(page).toHaveURL(/\/account$/);
    await expect(page.locator('.client-summary__name')).toHaveText('Петрова Анна');
    await expect(page.locator('.client-summary__type')).toHaveText('Физическое лицо');
    await expect(accountMenu(page).getByRole('link')).toHaveText(['Главная', 'Мои авто', 'Профиль']);
    await expect(page.locator('.toast').filter({ hasText: 'Регистрация завершена' })).toBeVisible();
  });

  test('a new legal entity registers with INN and company name', async ({ page, request }) => {
    const phone = freshPhone();
    await page.goto('/registration');
    await page.getByLabel('Юридическое лицо или ИП').check();
    await page
      .getByLabel('Телефон')
      .fill(`+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`);
    await page.getByRole('button', { name: 'Получить код' }).click();
    // A paste with a dash is put in as its digits (issue 40: the 6-character limit cut «123 456»).
    const code = await smsCode(request, phone, 'register');
    const field = page.getByLabel('Код из SMS');
    await expect(page.getByRole('form', { name: 'Подтверждение номера' })).toHaveAttribute('data-enhanced', 'true');
    await field.evaluate(
      (el, text) => {
        const data = new DataTransfer();
        data.setData('text', text);
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      `${code.slice(0, 3)}-${code.slice(3)}`,
    );
    await expect(field).toHaveValue(code);
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    // The details form is an island: typing before it hydrates would post it without JavaScript.
    await expect(page.getByRole('form', { name: 'Данные клиента' })).toHaveAttribute('data-enhanced', 'true');

    await page.getByLabel('Название компании').fill('ООО «Вектор»');
    await page.getByLabel('ИНН').fill('7707083894');
    await page.getByLabel('Фамилия').fill('Орлов2');
    await page.getByLabel(/^Имя/).fill('Павел');
    await page.getByLabel(/^Пароль/).fill('Vector-2026');
    await page.getByLabel('Повторите пароль').fill('Vector-2027');
    // Every rule at once, the site's and the upstream's (issue 32): the name, the company's INN, the match.
    const details = page.getByRole('form', { name: 'Данные клиента' });
    await details.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(fieldError(details, 'Фамилия')).toHaveText(
      'Поле «Фамилия» может содержать только буквы, пробел, дефис и апостроф',
    );
    await expect(fieldError(details, 'ИНН')).toHaveText('Некорректный ИНН: не сходится контрольное число');
    await expect(fieldError(details, 'Повторите пароль')).toHaveText('Пароли не совпадают');
    await expect(details.getByText('Необходимо согласие на обработку персональных данных')).toBeVisible();
    await details.getByRole('checkbox', { name: /согласие на обработку/ }).check();
    await page.getByLabel('Фамилия').fill('Орлов');
    await page.getByLabel('Повторите пароль').fill('Vector-2026');
    await correctRefusedField(page.getByRole('form', { name: 'Данные клиента' }), 'Зарегистрироваться', {
      label: 'ИНН',
      error: 'Некорректный ИНН: не сходится контрольное число',
      corrected: '7707083893',
    });

    await expect(page).toHaveURL(/\/account$/);
    await expect(page.locator('.client-summary__type')).toHaveText('Юридическое лицо');
    await expect(page.getByText('ООО «Вектор»')).toBeVisible();
    await expect(accountMenu(page).getByRole('link')).toHaveText(['Главная', 'Мои авто', 'Счета', 'Профиль']);

    // Issue 39: a new client's empty account says what is true — no bills yet, not «all paid»;
    // the bills page speaks of filters only when one is set.
    const noBills = 'Счетов пока нет. Они появятся здесь, когда мы их выставим.';
    await expect(page.getByRole('region', { name: 'Счета к оплате' }).locator('.empty-note')).toHaveText(noBills);
    await expect(page.getByText('Все счета оплачены.')).toHaveCount(0);
    await page.goto('/account/bills');
    await expect(page.locator('.bills-list .empty-note')).toHaveText(noBills);
    await page.goto('/account/bills?status=overdue');
    await expect(page.locator('.bills-list .empty-note')).toHaveText(
      'Счетов с такими условиями нет. Измените фильтры или сбросьте их.',
    );
  });

  test('a password is restored by SMS; the old sessions end with a 401 that leads to /login', async ({
    page,
    browser,
    request,
  }) => {
    // A client of our own, registered through the upstream API, so the demo clients keep their password.
    const phone = freshPhone();
    await request.post(`${UPSTREAM}/api/v1/register/phone/send-code`, { data: { phone } });
    const check = await request.post(`${UPSTREAM}/api/v1/register/phone/check-code`, {
      data: { phone, code: await smsCode(request, phone, 'register') },
    });
    const { verificationToken } = (await check.json()) as { verificationToken: string };
    const registered = await request.post(`${UPSTREAM}/api/v1/register/phone`, {
      data: {
        phone,
        verificationToken,
        password: 'Before-2026',
        passwordConfirmation: 'Before-2026',
        lastName: 'Соколова',
        firstName: 'Мария',
      },
    });
    expect(registered.status()).toBe(201);

    // Signed in elsewhere before the restore.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, phone, 'Before-2026');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Восстановление пароля');
    await page.getByLabel('Телефон').fill(phone);
    await page.getByRole('button', { name: 'Получить код' }).click();
    // The same words for any phone: restore does not tell who is a client.
    await expect(page.getByText('Если номер зарегистрирован, мы отправили код')).toBeVisible();
    await page.getByLabel('Код из SMS').fill(await smsCode(request, phone, 'restore'));
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.getByRole('form', { name: 'Новые учётные данные' })).toHaveAttribute('data-enhanced', 'true');
    await page.getByLabel('Пароль', { exact: true }).fill('After-2027');
    await page.getByLabel('Повторите пароль').fill('After-2027');
    await page.getByRole('button', { name: 'Сохранить пароль' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('.toast').filter({ hasText: 'Пароль изменён. Войдите с новым паролем' })).toBeVisible();
    await expect(page.getByLabel('Телефон')).not.toHaveValue('');
    await page.getByLabel('Пароль').fill('After-2027');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.locator('.client-summary__name')).toHaveText('Соколова Мария');

    // The restore revoked every session: the other browser's next account page gets a 401.
    await otherPage.goto('/account');
    await expect(otherPage).toHaveURL(/\/login\?next=%2Faccount$/);
    await expect(otherPage.locator('.toast--error')).toContainText(
      'Сеанс завершён на другом устройстве — войдите снова',
    );
    expect(await sessionCookie(other)).toBeUndefined();
    await other.close();
  });
});
