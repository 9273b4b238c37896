import type { FieldErrors } from '../../lib/forms/schemas';

/** The result of a submission without JavaScript, carried to the page by the form flash. */
export type FormInitial = {
  values: Record<string, string>;
  fieldErrors: FieldErrors;
  message?: string;
  /** The upstream accepted it: the form shows its success state. */
  sent: boolean;
};
