'use client';

import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { useFormState } from './form-state';

/** The form's submit button, spinning while the island's request runs. */
export function SubmitButton({ children, formAction }: { children: ReactNode; formAction?: string }) {
  const { pending } = useFormState();
  return (
    <Button type="submit" fullWidth loading={pending} formAction={formAction}>
      {children}
    </Button>
  );
}
