import { expect, test } from '@playwright/test';
import { attribute, element, elements, pageText } from './server-html';

/**
 * What pages answer that needs only HTTP: not-found screens with their status, canonical
 * addresses, texts the server renders. Request-level (`request`, no page), in the desktop project;
 * the browser suites keep what needs a browser.
 */

const NOT_FOUND = 'Страница не найдена';

async function html(request: import('@playwright/test').APIRequestContext, path: string, status: number) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  return response.text();
}

test.describe('not-found screens', () => {
  test('/404 is the not-found screen with a real 404; another dotless path shows the home screen', async ({
    request,
  }) => {
    expect(element(await html(request, '/404', 404), 'h1')?.text).toBe(NOT_FOUND);
    expect(element(await html(request, '/some-promo', 200), 'h1')?.text).toBe(
      'Лизинг автомобилей для частных лиц и бизнеса',
    );
  });

  test('the 404 screen names the address it could not find (spec section 8)', async ({ request }) => {
    const page = await html(request, '/catalog/no-such-car/extra', 404);
    expect(element(page, 'h1')?.text).toBe(NOT_FOUND);
    expect(element(page, 'section', /class="error-screen"/)?.text).toContain(
      'Адрес не найден: /catalog/no-such-car/extra',
    );
  });

  test('an unknown news code is the 404 screen', async ({ request }) => {
    expect(element(await html(request, '/news/no-such-news-item', 404), 'h1')?.text).toBe(NOT_FOUND);
  });

  test('an unknown car is the 404 screen', async ({ request }) => {
    expect(element(await html(request, '/catalog/no-such-car-2020', 404), 'h1')?.text).toBe(NOT_FOUND);
  });
});

test.describe('server-rendered pages', () => {
  test('/_icons names itself as its canonical URL', async ({ request }) => {
    const page = await html(request, '/_icons', 200);
    const canonical = attribute(page.match(/<link[^>]*rel="canonical"[^>]*>/)?.[0] ?? '', 'href');
    expect(new URL(canonical ?? '').pathname).toBe('/_icons');
  });

  test('a filter value the upstream would refuse falls back to the default view, not the error screen', async ({
    request,
  }) => {
    for (const path of ['/catalog?brand=-', '/catalog?transmission=__proto__&city=--', '/news?category=-1']) {
      const heading = element(await html(request, path, 200), 'h1')?.text;
      expect(heading, path).toBeTruthy();
      expect(heading, path).not.toMatch(/ошибка/i);
    }
  });

  test('/about promises of the account only what it does: an estimate and a request, not a buyout «в любой момент»', async ({
    request,
  }) => {
    const main = pageText(elements(await html(request, '/about', 200), 'main')[0]?.inner ?? '');
    expect(main).toContain('Оценка суммы на любой день и запрос на выкуп — в личном кабинете');
    expect(main).not.toContain('В любой момент через личный кабинет');
    expect(main).not.toContain('акты');
  });
});
