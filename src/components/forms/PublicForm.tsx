'use client';

import { publicFormAction } from '@common/api-routes';
import type { FormInitial } from '@common/forms/answer';
import { type FormKind, formSchemaLoader, SUBMISSION_KEY_FIELD } from '@common/forms/form-kinds';
import { FIELD_LABELS } from '@common/forms/public/labels';
import type { ReactNode } from 'react';
import { Form } from './Form';
import { PhoneField } from './PhoneField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

/**
 * What a page gives its public form (`publicFormPage` on the server): the path a no-JS submission
 * comes back to, its result there, the submission key rendered into it (a form posted twice is
 * stored once: decision 0023), and starting values (the catalogue's filters for a car request).
 */
export type PublicFormPage = {
  back: string;
  initial?: FormInitial;
  submissionKey: string;
  defaults?: Record<string, string>;
};

/** The words of a public form's card: its heading, the line under it and the submit button. */
export type PublicFormTexts = { title: string; lead: string; submitLabel: string };

type Props = PublicFormPage &
  PublicFormTexts & {
    /** Posts to `/api/forms/{kind}`, checks with that kind's schema, ids `form-{kind}-…`, goal `form-{kind}`. */
    kind: FormKind;
    /** Fields above the contacts: what the application is about (the loan, the visitor's car). */
    before?: ReactNode;
    /** Fields below the contacts. */
    children?: ReactNode;
    /** The optional «Комментарий» last; the question form's text is its body instead. */
    comment?: boolean;
    hidden?: Record<string, string>;
  };

/**
 * One of the site's public forms (`common/forms/form-kinds.ts`): a card with the visitor's name and mobile phone,
 * the 152-ФЗ consent, the Metrika goal on success, working with and without JavaScript (`Form`).
 * Each form declares only its kind, its words and the fields of its own.
 */
export function PublicForm({ kind, before, children, comment = true, submissionKey, hidden, ...rest }: Props) {
  return (
    <Form
      {...rest}
      hidden={{ ...hidden, [SUBMISSION_KEY_FIELD]: submissionKey }}
      action={publicFormAction(kind)}
      id={kind}
      schema={formSchemaLoader(kind)}
      consent
      goal
    >
      {before}
      <TextField name="name" label={FIELD_LABELS.contact.name} autoComplete="name" required maxLength={100} />
      <PhoneField />
      {children}
      {comment ? <TextAreaField name="comment" label={FIELD_LABELS.contact.comment} rows={2} /> : null}
    </Form>
  );
}
