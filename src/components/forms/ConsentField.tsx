'use client';

import './forms.css';
import { FieldError } from './FieldShell';
import { useField } from './form-context';

/** The policy document, served by the edge from the upstream's `GET /documents/{slug}`. */
export const PERSONAL_DATA_POLICY_URL = '/documents/personal-data-policy';

/** The required consent to personal data processing (152-ФЗ) with a link to the policy. */
export function ConsentField() {
  const field = useField('consent', undefined, true);
  return (
    <div className={field.error ? 'form-consent field--invalid' : 'form-consent'}>
      <input
        {...field.control}
        type="checkbox"
        className="form-consent__box"
        defaultChecked={field.defaultValue === 'on' || field.defaultValue === 'true'}
      />
      <label htmlFor={field.id} className="form-consent__label">
        Я даю согласие на обработку персональных данных в соответствии с 152-ФЗ и принимаю{' '}
        <a href={PERSONAL_DATA_POLICY_URL} target="_blank" rel="noopener">
          политику обработки персональных данных
        </a>
      </label>
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}
