import type { ClientType } from '@common/client-type';
import {
  DEFAULT_LEASE_PRICE,
  draftFromQuery,
  LEASE_DEFAULTS,
  LEASE_LIMITS,
  type LeaseFieldErrors,
} from '@common/lease-input';
import { validateLeaseDraft } from '@common/lease-schema';
import { UpstreamError } from '@edge/errors';
import { calculateLease, type LeaseQuote } from '@edge/upstream/calculator';
import { requestTransport } from '@edge/upstream/request';
import { requestPath, requestQuery } from '@src/lib/request-url';
import { LeaseCalculatorForm } from './DeferredLeaseCalculatorForm';

export const LEASE_CALCULATOR_ANCHOR = 'lease-calculator';

type LeaseCalculatorProps = {
  /** The car's price with VAT (₽); the calculator starts from it. */
  price: number;
  clientType?: ClientType;
  /** The page's query string (Waku's `query` page prop); else the document request's own. */
  query?: string;
  /** Section heading; `null` when the page's own heading already names the calculator. */
  title?: string | null;
  /** The car of the page: «Оставить заявку на этих условиях» names it. */
  carId?: number;
};

const clampPrice = (price: number) =>
  Number.isFinite(price) && price > 0
    ? Math.min(Math.max(Math.round(price), LEASE_LIMITS.price.min), LEASE_LIMITS.price.max)
    : DEFAULT_LEASE_PRICE;

/**
 * The lease calculator (home, car page, /leasing-calculator). The server computes the first
 * result (from the GET form's values when there are any), so it works before and without
 * JavaScript; the island recomputes on every change.
 */
export async function LeaseCalculator({
  price,
  clientType,
  query,
  title = 'Калькулятор лизинга',
  carId,
}: LeaseCalculatorProps) {
  const start = { ...LEASE_DEFAULTS, price: clampPrice(price), clientType: clientType ?? LEASE_DEFAULTS.clientType };
  const draft = draftFromQuery(new URLSearchParams(query ?? requestQuery()), start);
  const checked = validateLeaseDraft(draft);
  let quote: LeaseQuote | null = null;
  let errors: LeaseFieldErrors = {};
  let message: string | undefined;
  if (checked.ok) {
    try {
      quote = await calculateLease(requestTransport(), checked.input);
    } catch (err) {
      // The calculator is one block of a page: a failed quote is a message, not an error screen.
      if (!(err instanceof UpstreamError)) throw err;
      if (err.status === 422) errors = err.fieldErrors ?? {};
      else message = 'Не удалось выполнить расчёт. Попробуйте позже.';
    }
  } else {
    errors = checked.errors;
  }
  const headingId = `${LEASE_CALCULATOR_ANCHOR}-title`;
  return (
    <section
      id={LEASE_CALCULATOR_ANCHOR}
      // A section of a page keeps the one rhythm between sections; the calculator's own page has none above.
      className={title ? 'calc-section page-section' : 'calc-section'}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : 'Калькулятор лизинга'}
    >
      {title ? (
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
      ) : null}
      <LeaseCalculatorForm
        initialDraft={draft}
        initialQuote={quote}
        initialErrors={errors}
        initialMessage={message}
        action={`${requestPath()}#${LEASE_CALCULATOR_ANCHOR}`}
        priceSliderMax={Math.min(Math.max(30_000_000, start.price * 2), LEASE_LIMITS.price.max)}
        carId={carId}
      />
    </section>
  );
}
