/**
 * The form system of the site: every form (sign-in, registration, restore, the public forms, the
 * account's forms) is a plain `<form method="post">` to an edge action that works without
 * JavaScript, enhanced into an island when it loads.
 *
 * ## Pieces
 * - Schemas (`@common/forms`): one zod/mini schema per form, shared by the island and the edge:
 *   `schemas.ts` (public forms by kind), `auth.ts` (sign-in, registration, restore), built from
 *   the field schemas of `fields.ts` with one wording per message. `errors.ts` maps zod issues to
 *   field errors (first message per field); `answer.ts` is what an action answers.
 * - The edge action (`edge/forms/action.ts`, `formAction({ form, schema, page?, anchor?, run })`):
 *   reads JSON, url-encoded or multipart bodies (400 when unreadable), validates with the schema
 *   (422 by field), runs, maps upstream failures (spec section 8) and answers JSON to the island
 *   or a 303 with the form flash to a plain form.
 * - `Form` (client): the `<form>`. Props: `action`, `id` (a `FormId` of `@common/forms/form-kinds`:
 *   field ids, `#form-{id}`, the flash key), `schema` (optional: checked before posting; import it
 *   in a client component, schemas cannot cross the server→client boundary), `back` (the page,
 *   sent as `_back` when the action takes it from the form), `initial` (below), `title`/`lead` (a
 *   card of its own), `label`, `submitLabel`, `consent` (the 152-ФЗ checkbox), `hidden`,
 *   `defaults`, `after`, `goal`.
 * - Fields (client, read errors and kept values from the form by `name`): `TextField` (any input
 *   type; passwords are never put back), `PhoneField` (`+7 (XXX) XXX-XX-XX` mask; `mobile={false}`
 *   for sign-in), `InnField`, `SelectField`, `TextAreaField`, `ChoiceField` (radio buttons),
 *   `ConsentField`, `SubmitButton` (added by `Form`).
 * - `PublicForm` (client): a public form by its kind (`@common/forms/form-kinds`), which names its
 *   action, schema and id once; it adds the name and phone, the comment, the consent and the goal,
 *   so a public form declares only its words (`PublicFormTexts`) and its own fields.
 * - `formInitial(id, page)` (server only, `./form-initial`): the no-JS result for this form on this
 *   page — typed values and errors after a failure, or the success state — from the short-lived
 *   encrypted flash cookie the edge set before its 303.
 *
 * ## Example
 * ```tsx
 * // CallbackForm.tsx ('use client'): name, phone, comment, consent; posts to /api/forms/callback
 * const TEXTS: PublicFormTexts = { title: 'Перезвоните мне', lead: '…', submitLabel: 'Жду звонка' };
 * export const CallbackForm = (page: PublicFormPage) => <PublicForm kind="callback" {...page} {...TEXTS} />;
 * // HomeScreen.tsx (server): <CallbackForm back="/" initial={formInitial('callback', '/')} />
 * // Any other form: <Form action="/api/auth/login" id="login" schema={…} submitLabel="Войти">…</Form>
 * ```
 * Styles: `forms.css` beside these files.
 */
// What forms outside this folder use; `ConsentField`, `SubmitButton` and `useField` are Form's and
// the fields' own pieces, imported from their files here.
export { ChoiceField } from './ChoiceField';
export { Form } from './Form';
export { useFormState } from './form-context';
export { InnField } from './InnField';
export { PhoneField } from './PhoneField';
export { SelectField, type SelectOption } from './SelectField';
export { TextAreaField } from './TextAreaField';
export { TextField } from './TextField';
