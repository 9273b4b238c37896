import { expect, type Locator, type Page } from '@playwright/test';

/** The error shown under the field labelled `label` (its `.field` holds the label and the error). */
export const fieldError = (scope: Page | Locator, label: string) =>
  scope.locator('.field', { hasText: label }).locator('.field__error');

/**
 * Submits `form` with its button `submit`, expects `error` under the field `label` (the form is
 * refused by field, nothing else happens), types `corrected` into that field and submits again.
 */
export async function correctRefusedField(
  form: Locator,
  submit: string,
  field: { label: string; error: string; corrected: string },
) {
  await form.getByRole('button', { name: submit }).click();
  await expect(fieldError(form, field.label)).toHaveText(field.error);
  await form.getByLabel(field.label).fill(field.corrected);
  await form.getByRole('button', { name: submit }).click();
}
