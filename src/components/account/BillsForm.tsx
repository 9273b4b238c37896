'use client';
import { API_ROUTES } from '@common/api-routes';

import './BillsTable.css';
import { NO_BILL_CHOSEN } from '@common/bills-query';
import type { FieldErrors } from '@common/forms/errors';
import { ACCOUNT_FORMS } from '@common/forms/form-kinds';
import { ownValue } from '@common/own-keys';
import { type FormEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { FieldError } from '../forms/FieldShell';
import { FormContext } from '../forms/form-context';
import { SelectAllBills } from './SelectAllBills';

const ID_PREFIX = `form-${ACCOUNT_FORMS.bills}`;

type Props = {
  /** The page to come back to (path and query) when the edge refuses the choice. */
  back: string;
  /** The bills of the page, for «Скачать все на странице». */
  pageIds: readonly number[];
  /** The edge's error of a no-JS post (the form flash): nothing chosen, too many, an unknown bill. */
  error?: string;
  /** The table of bills, each with its `BillPick`. */
  children: ReactNode;
  /** The submit buttons. */
  actions: ReactNode;
};

/**
 * The bills' archive form: a plain POST whose answer is the ZIP, so the page stays. Posted with no
 * bill ticked, the error is shown beside the bills — named by every checkbox's `aria-describedby`,
 * focus on the first of them (issue 34, WCAG 3.3.1) — here at once, or after the edge's 303 (a post
 * made before this code ran, or without JavaScript: focus moves once it runs). Ticking a bill clears it, as editing a field does in the other forms.
 */
export function BillsForm({ back, pageIds, error, children, actions }: Props) {
  const [errors, setErrors] = useState<FieldErrors>(error ? { ids: [error] } : {});
  // After the edge's 303 (a post made before this code ran, or without it), focus goes to the
  // bills the error names once the page can move it, as it does when the error is found here.
  const focusInvalid = useRef(Boolean(error));
  const formRef = useRef<HTMLFormElement>(null);
  const touch = useCallback((name: string) => setErrors((now) => (ownValue(now, name) ? {} : now)), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs after each new error commits.
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter);
    // Something to download: the browser posts, the ZIP arrives, the page stays.
    if (data.has('all') || data.getAll('ids').length > 0) return;
    event.preventDefault();
    focusInvalid.current = true;
    setErrors({ ids: [NO_BILL_CHOSEN] });
  }

  return (
    <FormContext.Provider
      value={{ idPrefix: ID_PREFIX, values: {}, errors, pending: false, markRequired: false, touch }}
    >
      <form
        ref={formRef}
        id={ID_PREFIX}
        method="post"
        action={API_ROUTES.billsArchive}
        className="bills-form"
        aria-label="Выбор счетов"
        onSubmit={onSubmit}
      >
        <input type="hidden" name="_back" value={back} />
        <input type="hidden" name="pageIds" value={pageIds.join(',')} />
        <SelectAllBills />
        <FieldError id={`${ID_PREFIX}-ids`} error={ownValue(errors, 'ids')?.join(' ')} />
        {children}
        <div className="bills-form__actions">{actions}</div>
      </form>
    </FormContext.Provider>
  );
}
