/** Toast kinds (spec section 3: type defaults to info). */
export const TOAST_TYPES = ['info', 'success', 'error', 'warning'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export type ToastInput = { message: string; type?: ToastType };
