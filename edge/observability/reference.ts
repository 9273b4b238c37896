import { currentTrace } from './trace';

/** The request's reference as a client reads it to support (the error screen, error toasts). */
export function errorReference(): string | undefined {
  return currentTrace()?.id;
}

/** An error toast's text with the request's reference: «… Код ошибки: 8c1f2a3b4d5e6f70». */
export function withErrorReference(message: string): string {
  const id = errorReference();
  if (!id) return message;
  return `${/[.!?…]$/.test(message) ? message : `${message}.`} Код ошибки: ${id}`;
}
