import { formatMonthly, formatMonths, formatPercent, NBSP } from './format';
import { OFFER_TERMS } from './lease-input';

/**
 * A car's lease offer, the one text of its monthly payment wherever a card, a car page, a
 * comparison or a page title shows it: the figure names its term, and the calculators open on
 * the same terms (`LEASE_DEFAULTS`), so the car page's «от» equals its calculator's first figure.
 */

/** `24050` → «от 24 050 ₽/мес. на 60 мес.» */
export const formatOffer = (monthlyPayment: number): string =>
  `от ${formatMonthly(monthlyPayment)} на${NBSP}${OFFER_TERMS.termMonths}${NBSP}мес.`;

/** «аванс 20 %, срок 60 месяцев, выкупной платёж 1 %»: the terms behind the offer, in words. */
export const offerTermsText = (): string =>
  `аванс ${formatPercent(OFFER_TERMS.advancePercent)}, срок ${formatMonths(OFFER_TERMS.termMonths)}, выкупной платёж ${formatPercent(OFFER_TERMS.buyoutPercent)}`;
