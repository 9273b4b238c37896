import { type LeaseDraft, parseNumberText } from '@common/lease-input';
import { loadOnce } from '@src/lib/load-once';

type Validate = typeof import('@common/lease-schema').validateLeaseDraft;

const importValidator = () => import('@common/lease-schema').then((m) => m.validateLeaseDraft);

/**
 * The calculator's shared schema (zod) loads when the visitor first touches the calculator, not
 * with the page. If it cannot load, drafts go to the edge unchecked (`unchecked`), which
 * validates with the same schema and answers the same messages in its 422.
 */
export const loadValidator = (): Promise<Validate | undefined> => loadOnce(importValidator);

/** A draft as numbers, for the edge to check when the browser could not. */
export const unchecked = (draft: LeaseDraft) => ({
  price: parseNumberText(draft.price),
  advancePercent: parseNumberText(draft.advancePercent),
  termMonths: parseNumberText(draft.termMonths),
  buyoutPercent: parseNumberText(draft.buyoutPercent),
  clientType: draft.clientType,
});
