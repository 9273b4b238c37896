import { expect, test } from '@playwright/test';
import { openSignedIn, registerClient, signIn } from './auth-helpers';
import { correctRefusedField } from './form-helpers';

test.describe('the profile', () => {
  test('every profile field, sessions and drivers are shown', async ({ page }) => {
    await openSignedIn(page, '79000000002', '/account/profile');
    await expect(page.getByRole('heading', { name: 'Профиль', exact: true })).toHaveCount(1);
    const profile = page.getByRole('region', { name: 'Данные клиента' });
    await expect(profile).toContainText('ООО «ТрансЛогистик»');
    await expect(profile).toContainText('7725140390');
    await expect(profile).toContainText('Варшавское ш.');
    const sessions = page.getByRole('region', { name: 'Активные сеансы' });
    await expect(sessions).toContainText('Этот сеанс');
    await expect(sessions).toContainText(/Chrome на Linux|Chrome/);
  });

  // Issue 32: the name declined and the pronoun by gender (seed: a female driver of the person, male ones of the company).
  for (const { phone, driver, question } of [
    {
      phone: '79000000001',
      driver: 'Иванова Марина Сергеевна',
      question: 'Удалить водителя Иванову Марину Сергеевну? Она больше не будет допущена к управлению.',
    },
    {
      phone: '79000000002',
      driver: 'Морозов Игорь Валентинович',
      question: 'Удалить водителя Морозова Игоря Валентиновича? Он больше не будет допущен к управлению.',
    },
  ]) {
    test(`the removal question of ${driver} reads right`, async ({ page }) => {
      await openSignedIn(page, phone, '/account/profile');
      const item = page
        .getByRole('region', { name: 'Водители' })
        .locator('.item-list__item')
        .filter({ has: page.locator('.item-list__title', { hasText: driver }) });
      await item.locator('summary', { hasText: 'Удалить водителя' }).click();
      await expect(item.locator('.confirm__question')).toHaveText(question);
    });
  }

  test('a driver is deleted after a confirmation', async ({ page }) => {
    await openSignedIn(page, '79000000002', '/account/profile');
    const drivers = page.getByRole('region', { name: 'Водители' }).locator('.item-list__item');
    const before = await drivers.count();
    expect(before).toBeGreaterThan(0);
    const name = (await drivers.first().locator('.item-list__title').textContent()) ?? '';
    await drivers.first().locator('summary', { hasText: 'Удалить водителя' }).click();
    await drivers.first().getByRole('button', { name: 'Да, удалить' }).click();
    await expect(page.locator('.toast')).toContainText('Водитель удалён');
    await expect(page.getByRole('region', { name: 'Водители' })).not.toContainText(name);
    await expect(page.getByRole('region', { name: 'Водители' }).locator('.item-list__item')).toHaveCount(before - 1);
  });

  test('a session opened in another browser is ended from the profile; that browser lands on /login', async ({
    browser,
    request,
  }) => {
    const phone = await registerClient(request);
    const first = await browser.newContext();
    const second = await browser.newContext();
    const mine = await first.newPage();
    const other = await second.newPage();
    await signIn(mine, phone, 'Start-2026');
    await signIn(other, phone, 'Start-2026');
    await mine.goto('/account/profile');
    const region = mine.getByRole('region', { name: 'Активные сеансы' });
    const sessions = region.locator('.session');
    // This browser, the other one, and the sign-in of the registration itself.
    await expect(sessions).toHaveCount(3);
    // Issue 39: «Это устройство» is exactly this session, though the other browser has the same name.
    const thisDevice = region.locator('.session-device', { hasText: 'Это устройство' });
    await expect(thisDevice).toHaveCount(1);
    await expect(thisDevice.locator('.session')).toHaveCount(1);
    await expect(thisDevice.locator('.session')).toContainText('Этот сеанс');
    // Sessions are grouped by device; a device's several sessions fold under it.
    const device = region
      .locator('.session-device')
      .filter({ has: mine.locator('.session', { hasNotText: 'Этот сеанс' }) })
      .first();
    await expect(device.locator('.item-list__title')).toContainText(/ на |Приложение/);
    const fold = device.locator(':scope > details.account-more > summary');
    if (await fold.count()) await fold.click();
    const foreign = device.locator('.session', { hasNotText: 'Этот сеанс' }).first();
    await foreign.locator('summary', { hasText: 'Завершить сеанс' }).click();
    await foreign.getByRole('button', { name: 'Да, завершить' }).click();
    await expect(mine.locator('.toast')).toContainText('Сеанс завершён');
    await expect(sessions).toHaveCount(2);
    await region.locator('summary', { hasText: 'Завершить все другие сеансы' }).click();
    await region.getByRole('button', { name: 'Да, завершить все' }).click();
    await expect(mine.locator('.toast')).toContainText('Все другие сеансы завершены');
    await expect(sessions).toHaveCount(1);
    await expect(sessions).toContainText('Этот сеанс');
    await other.goto('/account/profile');
    await expect(other).toHaveURL(/\/login\?next=%2Faccount%2Fprofile$/);
    await first.close();
    await second.close();
  });

  test('the password is changed (422 by field first), then signing in works with the new one', async ({
    page,
    request,
  }) => {
    const phone = await registerClient(request);
    await signIn(page, phone, 'Start-2026');
    await page.goto('/account/profile');
    const form = page.getByRole('form', { name: 'Смена пароля' });
    await expect(form).toHaveAttribute('data-enhanced', 'true');
    await form.getByLabel('Текущий пароль').fill('Wrong-2026');
    await form.getByLabel('Новый пароль', { exact: true }).fill('Next-2027');
    await form.getByLabel('Повторите новый пароль').fill('Next-2027');
    await correctRefusedField(form, 'Сменить пароль', {
      label: 'Текущий пароль',
      error: 'Неверный текущий пароль',
      corrected: 'Start-2026',
    });
    await expect(page.locator('.toast')).toContainText('Все другие сеансы завершены');
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, phone, 'Next-2027');
  });
});
