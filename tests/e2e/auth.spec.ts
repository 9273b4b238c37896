import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { UPSTREAM_PORT } from '../../playwright.config';

const UPSTREAM = `http://localhost:${UPSTREAM_PORT}`;
const PASSWORD = 'Demo-2026';

/** A phone nobody has registered yet (both projects run in one upstream database). */
const freshPhone = () =>
  `79${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

async function smsCode(request: APIRequestContext, phone: string, purpose: 'register' | 'restore'): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${UPSTREAM}/api/v1/dev/sms-outbox?phone=${phone}&limit=5`);
      const body = (await res.json()) as { items: { purpose: string; code: string }[] };
      code = body.items.find((item) => item.purpose === purpose)?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

async function signIn(page: Page, phone: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Телефон').fill(phone);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Личный кабинет' });

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === '__Host-session');
}

test.describe('sign-in and the account', () => {
  test('a legal entity signs in with any phone format and sees the full menu and bills', async ({ page, context }) => {
    await signIn(page, '+7 (900) 000-00-02');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Личный кабинет');
    await expect(page.locator('.client-summary__name')).toHaveText('Смирнова Елена Викторовна');
    await expect(page.locator('.client-summary__type')).toHaveText('Юридическое лицо');
    await expect(page.getByText('ООО «ТрансЛогистик»')).toBeVisible();
    await expect(accountMenu(page).getByRole('link')).toHaveText(['Главная', 'Мои авто', 'Счета', 'Профиль']);

    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeLessThan(2000);

    await accountMenu(page).getByRole('link', { name: 'Счета' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Счета');
    await expect(page).toHaveURL(/\/account\/bills$/);

    // Signed in: /login and /registration lead to the account.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/account$/);
    await page.goto('/registration');
    await expect(page).toHaveURL(/\/account$/);
  });

  test('a private person has no bills, and logs out', async ({ page }) => {
    await signIn(page, '8 900 000 00 01');
    await expect(page.locator('.client-summary__type')).toHaveText('Физическое лицо');
    await expect(page.locator('.client-summary__name')).toHaveText('Иванов Алексей Петрович');
    await expect(accountMenu(page).getByRole('link')).toHaveText(['Главная', 'Мои авто', 'Профиль']);
    await page.goto('/account/bills');
    await expect(page).toHaveURL(/\/account$/);
    await accountMenu(page).getByRole('link', { name: 'Профиль' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Профиль');

    await accountMenu(page).getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a guest is sent from the account to /login', async ({ page }) => {
    for (const path of ['/account', '/account/cars', '/account/bills', '/account/profile']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в личный кабинет');
  });

  test('an empty sign-in says which fields to fill, never «Произошла ошибка»', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.locator('.field__error').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Проверьте правильность заполнения полей');
    await expect(page.getByText('Произошла ошибка')).toHaveCount(0);
  });

  test('the sign-in phone is masked as +7 (XXX) XXX-XX-XX while typing, like every form', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Телефон').pressSequentially('89001234567');
    await expect(page.getByLabel('Телефон')).toHaveValue('+7 (900) 123-45-67');
    await expect(page.getByLabel('Телефон')).toHaveAttribute('placeholder', '+7 (___) ___-__-__');
  });

  test('field errors are shown next to the fields in Russian and typed values stay', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.locator('.field', { hasText: 'Телефон' }).locator('.field__error')).toHaveText(
      'Заполните поле «Телефон»',
    );
    await expect(page.locator('.field', { hasText: 'Пароль' }).locator('.field__error')).toHaveText(
      'Заполните поле «Пароль»',
    );
    await page.getByLabel('Телефон').fill('9000000001');
    await page.getByLabel('Пароль').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Неверный логин или пароль' })).toBeVisible();
    await expect(page.getByLabel('Телефон')).toHaveValue('+7 (900) 000-00-01');
  });

  test('a tampered session cookie means a guest, never an error', async ({ page, context }) => {
    await signIn(page, '79000000002');
    const cookie = await sessionCookie(context);
    if (!cookie) throw new Error('no session cookie');
    const tampered = `${cookie.value.slice(0, -6)}${cookie.value.slice(-6) === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'}`;
    await context.addCookies([{ ...cookie, value: tampered }]);
    const response = await page.goto('/account');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
  });

  test('a 500 answer shows an error toast that goes away, and the form stays as typed', async ({ page }) => {
    await page.goto('/login');
    // What the edge answers when the auth API fails with a 500 (tests/integration/edge/upstream-failures.test.ts).
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        status: 500,
        json: { ok: false, message: 'Сервис авторизации недоступен', fieldErrors: {}, toast: true },
      }),
    );
    await page.getByLabel('Телефон').fill('9000000001');
    await page.getByLabel('Пароль').fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    const toast = page.locator('.toast--error');
    await expect(toast).toHaveText(/Сервис авторизации недоступен/);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Телефон')).toHaveValue('+7 (900) 000-00-01');
    await expect(toast).toHaveCount(0, { timeout: 7000 });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form works as a plain form, errors included', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Телефон').fill('+7 900 000-00-02');
    await page.getByLabel('Пароль').fill('not-the-password-2');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Неверный логин или пароль')).toBeVisible();
    await expect(page.getByLabel('Телефон')).toHaveValue('79000000002');
    await page.getByLabel('Пароль').fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.locator('.client-summary__type')).toHaveText('Юридическое лицо');
  });
});

test.describe('registration and password restore by SMS', () => {
  test('a new private person registers through the SMS code', async ({ page, request }) => {
    const phone = freshPhone();
    await page.goto('/registration');
    await expect(page.getByLabel('Частное лицо')).toBeChecked();
    await page.getByLabel('Телефон').fill(phone);
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByLabel('Код из SMS')).toBeVisible();
    await expect(page.getByText(/Отправить код повторно можно через \d+ с/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Отправить код повторно' })).toBeDisabled();

    const code = await smsCode(request, phone, 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Код из SMS').fill(wrong);
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page.locator('.field__error')).toHaveText('Неверный код. Осталось 4 попытки');
    await page.getByLabel('Код из SMS').fill(code);
    await page.getByRole('button', { name: 'Подтвердить' }).click();

    await page.getByLabel('Фамилия').fill('Петрова');
    await page.getByLabel('Имя', { exact: true }).fill('Анна');
    await page.getByLabel('Пароль', { exact: true }).fill('short');
    await page.getByLabel('Повторите пароль').fill('short');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.locator('.field', { hasText: 'Пароль' }).first().locator('.field__error')).toContainText(
      'Пароль должен содержать не менее 8 символов',
    );
    await expect(page.getByLabel('Фамилия')).toHaveValue('Петрова');
    await page.getByLabel('Пароль', { exact: true }).fill('Secret-2026');
    await page.getByLabel('Повторите пароль').fill('Secret-2026');
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
    await page.getByLabel('Код из SMS').fill(await smsCode(request, phone, 'register'));
    await page.getByRole('button', { name: 'Подтвердить' }).click();

    await page.getByLabel('Название компании').fill('ООО «Вектор»');
    await page.getByLabel('ИНН').fill('7707083894');
    await page.getByLabel('Фамилия').fill('Орлов');
    await page.getByLabel('Имя', { exact: true }).fill('Павел');
    await page.getByLabel('Пароль', { exact: true }).fill('Vector-2026');
    await page.getByLabel('Повторите пароль').fill('Vector-2026');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(page.locator('.field', { hasText: 'ИНН' }).locator('.field__error')).toHaveText(
      'Некорректный ИНН: не сходится контрольное число',
    );
    await page.getByLabel('ИНН').fill('7707083893');
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

    await expect(page).toHaveURL(/\/account$/);
    await expect(page.locator('.client-summary__type')).toHaveText('Юридическое лицо');
    await expect(page.getByText('ООО «Вектор»')).toBeVisible();
    await expect(accountMenu(page).getByRole('link')).toHaveText(['Главная', 'Мои авто', 'Счета', 'Профиль']);
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
    await page.getByLabel('Код из SMS').fill(await smsCode(request, phone, 'restore'));
    await page.getByRole('button', { name: 'Подтвердить' }).click();
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
    await expect(otherPage).toHaveURL(/\/login$/);
    await expect(otherPage.locator('.toast--error')).toContainText('Недействительный токен доступа');
    expect(await sessionCookie(other)).toBeUndefined();
    await other.close();
  });
});
