import './LeaseApplication.css';
import { formatMoney, formatMonths, formatPercent, formatRoubles } from '@common/format';
import type { LeaseQuote } from '@common/lease-input';
import type { PublicFormPage } from '../forms/PublicForm';
import { LeaseApplicationForm } from './DeferredLeaseApplicationForm';

/** The form's page (`back` with its query: a no-JS submission comes back to the same terms). */
type Props = PublicFormPage & { quote: LeaseQuote; carId?: number };

/**
 * The terms the calculator computed, in words, and the application that sends them to the back
 * office (the edge computes the figures again from the terms: edge/upstream/forms.ts).
 */
export function LeaseApplication({ quote, carId, ...page }: Props) {
  const { input } = quote;
  const terms: Record<string, string> = {
    price: String(input.price),
    advancePercent: String(input.advancePercent),
    termMonths: String(input.termMonths),
    buyoutPercent: String(input.buyoutPercent),
    clientType: input.clientType,
    ...(carId ? { carId: String(carId) } : {}),
  };
  return (
    <section className="lease-application" aria-label="Заявка на лизинг">
      <dl className="lease-application__terms calc-result__list">
        <div className="calc-result__row">
          <dt>Стоимость</dt>
          <dd>{formatMoney(input.price)}</dd>
        </div>
        <div className="calc-result__row">
          <dt>Аванс</dt>
          <dd>
            {formatPercent(input.advancePercent)} — {formatRoubles(quote.advance)}
          </dd>
        </div>
        <div className="calc-result__row">
          <dt>Срок</dt>
          <dd>{formatMonths(input.termMonths)}</dd>
        </div>
        <div className="calc-result__row">
          <dt>Выкупной платёж</dt>
          <dd>{formatPercent(input.buyoutPercent)}</dd>
        </div>
        <div className="calc-result__row calc-result__row--main">
          <dt>Ежемесячный платёж</dt>
          <dd>{formatRoubles(quote.monthlyPayment)}</dd>
        </div>
      </dl>
      <LeaseApplicationForm {...page} terms={terms} />
    </section>
  );
}
