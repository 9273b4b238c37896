import { type LeaseDraft, parseNumberText } from '@common/lease-input';

type Validate = typeof import('@common/lease-schema').validateLeaseDraft;

let validator: Promise<Validate | undefined> | undefined;

/**
 * The calculator's shared schema (zod) loads when the visitor first touches the calculator, not
 * with the page. If it cannot load, drafts go to the edge unchecked (`unchecked`), which
 * validates with the same schema and answers the same messages in its 422.
 */
export function loadValidator(): Promise<Validate | undefined> {
  validator ??= import('@common/lease-schema').then(
    (m) => m.validateLeaseDraft,
    () => {
      validator = undefined;
      return undefined;
    },
  );
  return validator;
}

/** A draft as numbers, for the edge to check when the browser could not. */
export const unchecked = (draft: LeaseDraft) => ({
  price: parseNumberText(draft.price),
  advancePercent: parseNumberText(draft.advancePercent),
  termMonths: parseNumberText(draft.termMonths),
  buyoutPercent: parseNumberText(draft.buyoutPercent),
  clientType: draft.clientType,
});
