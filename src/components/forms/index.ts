/**
 * Forms infrastructure of the site (issue 5). Every form: a plain `<form method="post">` to
 * `/api/forms/{kind}` that works without JavaScript, enhanced into an island when it loads.
 *
 * ## Pieces
 * - Schemas: `src/lib/forms/schemas.ts` holds ONE zod/mini schema per kind (`booking`, `callback`,
 *   `question`, `trade-in`, `credit`, `car-request`): posted strings in, the upstream body out,
 *   Russian messages equal to the upstream's. Field schemas to build more: `src/lib/forms/fields.ts`.
 *   The edge route `edge/routes/forms.ts` validates with the same schema and forwards to the
 *   upstream (`/bookings`, `/form-results` with `type`, `/cars/empty`) with the visitor's IP.
 * - `SiteForm` (client): the `<form>` itself. Props: `kind`, `schema` (import it in your own
 *   client component: schemas cannot cross the server→client boundary), `back` (this page's
 *   path, where a no-JS submission returns), `initial` (see below), `title`, `lead`,
 *   `submitLabel`, `hidden` (fixed values such as `{ carId: '17' }`), `defaults` (starting values of
 *   visible fields). It adds the hidden `_back`, the consent checkbox, the general message and the
 *   submit button (loading + disabled while sending; a second submit is ignored). Validation runs
 *   with the schema before posting; the server's 422 `errors` appear under their fields; 429/5xx
 *   become error toasts; success replaces the form with the upstream's message (role=status).
 * - Fields (client, read errors and kept values from the form by `name`): `TextField` (any input
 *   type; pass `type`, `autoComplete`, `required`, `inputMode`, `min`/`max`), `PhoneField`
 *   (`+7 (XXX) XXX-XX-XX` mask while typing, name `phone`), `TextAreaField`, `SelectField`
 *   (`options: { value, label }[]`), `ConsentField` (added by `SiteForm`; links to
 *   `/documents/personal-data-policy`, which the edge serves from the upstream).
 * - `formInitial(kind, path)` (server only, `./form-flash`): the no-JS result for this page — the
 *   typed values and errors after a failed submit, or the success state — read from the short-lived
 *   encrypted form flash cookie the edge sets before its 303 redirect. Call it in the page (server
 *   component) and pass it as `initial`.
 *
 * ## Example
 * ```tsx
 * // QuestionForm.tsx
 * 'use client';
 * export function QuestionForm({ back, initial, types }: { back: string; initial?: FormInitial; types: SelectOption[] }) {
 *   return (
 *     <SiteForm kind="question" schema={questionForm} back={back} initial={initial} title="Задать вопрос" submitLabel="Отправить">
 *       <TextField name="name" label="Имя" autoComplete="name" required />
 *       <PhoneField />
 *       <SelectField name="questionTypeId" label="Тип вопроса" options={types} required />
 *       <TextAreaField name="text" label="Вопрос" required maxLength={2000} />
 *     </SiteForm>
 *   );
 * }
 * // contacts.tsx (server): <QuestionForm back="/contacts" initial={formInitial('question', '/contacts')} types={…} />
 * ```
 * Styles: the `Forms` section of src/styles/global.css (`.site-form`, `.form-field`, `.form-consent`).
 */
export { CallbackForm } from './CallbackForm';
export { ConsentField, PERSONAL_DATA_POLICY_URL } from './ConsentField';
export { useSiteForm } from './form-context';
export type { FormInitial } from './initial-state';
export { PhoneField } from './PhoneField';
export { SelectField, type SelectOption } from './SelectField';
export { SiteForm, type SiteFormProps } from './SiteForm';
export { TextAreaField } from './TextAreaField';
export { TextField } from './TextField';
