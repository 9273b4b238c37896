'use client';

import './forms.css';
import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { useFormState } from './form-context';

/** The form's submit button: spinning and disabled while the island's request runs. */
export function SubmitButton({ children, pendingLabel }: { children: ReactNode; pendingLabel?: string }) {
  const { pending } = useFormState();
  return (
    <Button type="submit" fullWidth loading={pending} className="form__submit">
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
