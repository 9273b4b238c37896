import { expect, type Page } from '@playwright/test';
import { UPSTREAM_PORT } from '../../playwright.config';

/** A form the upstream stored, as its development endpoint lists it. */
export type StoredForm = { type: string; phone: string; payload: Record<string, unknown> };

/** The forms the upstream stored for a phone, newest first (its development endpoint). */
export async function storedForms(page: Page, phone: string): Promise<StoredForm[]> {
  const res = await page.request.get(`http://127.0.0.1:${UPSTREAM_PORT}/api/v1/dev/form-results?phone=${phone}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: StoredForm[] }).items;
}

/** «≈ 33 659,52 ₽» → 33659.52 */
export const roubles = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
