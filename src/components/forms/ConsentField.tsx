'use client';

import './forms.css';
import { ROUTES } from '@common/constants';
import { FieldError } from './FieldShell';
import { useField } from './form-context';

/** The required consent to personal data processing (152-ФЗ) with a link to the policy. */
export function ConsentField() {
  const field = useField('consent', undefined, true);
  return (
    <div className={field.error ? 'form-consent field--invalid' : 'form-consent'}>
      {/* The box inside its label: the whole sentence is the box's target, a finger's size on a phone. */}
      <label htmlFor={field.id} className="form-consent__label">
        <input
          {...field.control}
          type="checkbox"
          className="form-consent__box"
          defaultChecked={field.defaultValue === 'on' || field.defaultValue === 'true'}
        />
        <span>
          Я даю согласие на обработку персональных данных в соответствии с 152-ФЗ и принимаю{' '}
          <a href={ROUTES.personalDataPolicy} target="_blank" rel="noopener">
            политику обработки персональных данных
            <span className="visually-hidden"> (откроется в новой вкладке)</span>
          </a>
        </span>
      </label>
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}
