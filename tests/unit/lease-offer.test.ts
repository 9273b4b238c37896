import { formatRate } from '@common/format';
import { LEASE_DEFAULTS, OFFER_TERMS } from '@common/lease-input';
import { formatOffer, offerTermsText } from '@common/lease-offer';
import { calculateLease, catalogMonthlyPayment } from '@common/with-upstream/lease';
import { describe, expect, it } from 'vitest';

const NB = '\u00a0';
const THIN = '\u202f';

describe("a car's lease offer: one term and one rate wherever its monthly payment is shown", () => {
  it('names the term of its figure', () => {
    expect(formatOffer(24_050)).toBe(`от 24${THIN}050${NB}₽/мес. на${NB}60${NB}мес.`);
    expect(offerTermsText()).toBe(`аванс 20${NB}%, срок 60${NB}месяцев, выкупной платёж 1${NB}%`);
  });

  it("opens every calculator on the offer's terms, so its first figure is the offer's to the rouble", () => {
    expect(LEASE_DEFAULTS).toMatchObject(OFFER_TERMS);
    for (const price of [1_200_000, 2_890_000, 4_500_000, 12_345_000]) {
      const quote = calculateLease({ ...LEASE_DEFAULTS, price });
      expect(Math.round(quote.monthlyPayment)).toBe(catalogMonthlyPayment(price));
    }
  });

  it('prints a yearly rate one way, always with two decimals', () => {
    expect(formatRate(9.1)).toBe(`9,10${NB}%`);
    expect(formatRate(9.5162)).toBe(`9,52${NB}%`);
    expect(formatRate(20)).toBe(`20,00${NB}%`);
  });
});
