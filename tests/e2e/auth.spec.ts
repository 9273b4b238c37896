import { TOAST_LIFETIME_MS } from '@common/constants';
import { expect, test } from '@playwright/test';
import { accountMenu, loginFormReady, PASSWORD, sessionCookie, signIn } from './auth-helpers';
import { fieldError } from './form-helpers';

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
    await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
  });

  test('an empty sign-in says which fields to fill, never «Произошла ошибка»', async ({ page }) => {
    await page.goto('/login');
    // The form's own check (a press before it hydrates is the plain post: «without JavaScript» below).
    await loginFormReady(page);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.locator('.field__error').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Проверьте правильность заполнения полей');
    await expect(page.getByText('Произошла ошибка')).toHaveCount(0);
  });

  test('the sign-in phone is masked as +7 (XXX) XXX-XX-XX while typing, like every form', async ({ page }) => {
    await page.goto('/login');
    await loginFormReady(page);
    await page.getByLabel('Телефон').pressSequentially('89001234567');
    await expect(page.getByLabel('Телефон')).toHaveValue('+7 (900) 123-45-67');
    await expect(page.getByLabel('Телефон')).toHaveAttribute('placeholder', '+7 (___) ___-__-__');
  });

  test('field errors are shown next to the fields in Russian and typed values stay', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(fieldError(page, 'Телефон')).toHaveText('Заполните поле «Телефон»');
    await expect(fieldError(page, 'Пароль')).toHaveText('Заполните поле «Пароль»');
    await page.getByLabel('Телефон').fill('9000000001');
    await page.getByLabel('Пароль').fill('wrong-password-1');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Неверный логин или пароль' })).toBeVisible();
    await expect(page.getByLabel('Телефон')).toHaveValue('+7 (900) 000-00-01');
  });

  test('a 500 answer shows an error toast that goes away, and the form stays as typed', async ({ page }) => {
    // The toast's lifetime runs on the page's clock, not on a loaded machine's wall clock.
    await page.clock.install();
    await page.goto('/login');
    // What the edge answers when the auth API fails with a 500 (tests/integration/edge/upstream-failures.test.ts).
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        status: 500,
        json: { ok: false, message: 'Сервис авторизации недоступен', fieldErrors: {}, toast: true },
      }),
    );
    await loginFormReady(page);
    // From here the page's clock stands still: the toast's lifetime passes only as the test runs it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.getByLabel('Телефон').fill('9000000001');
    await page.getByLabel('Пароль').fill(PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    const toast = page.locator('.toast--error');
    await expect(toast).toHaveText(/Сервис авторизации недоступен/);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Телефон')).toHaveValue('+7 (900) 000-00-01');
    await page.clock.runFor(TOAST_LIFETIME_MS - 100);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(toast).toHaveCount(0);
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
