/** The site's public forms, each posted to `/api/forms/{kind}` (with and without JavaScript). */
export const FORM_KINDS = ['booking', 'callback', 'question', 'trade-in', 'credit', 'car-request'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Where a form posts: the same address with and without JavaScript. */
export const formAction = (kind: FormKind) => `/api/forms/${kind}`;
