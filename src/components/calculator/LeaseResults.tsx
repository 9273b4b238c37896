import './LeaseCalculatorForm.css';
import { formatDate, formatPercent, formatRate, formatRoubles } from '@common/format';
import type { LeaseQuote } from '@common/lease-input';

/** One line of the result list; amounts keep their kopecks as the upstream computed them. */
function Row({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'calc-result__row calc-result__row--main' : 'calc-result__row'}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The figures of a lease quote; legal entities also see VAT and the tax savings with their rates. */
export function LeaseResults({ quote }: { quote: LeaseQuote }) {
  const money = (value: number) => formatRoubles(value);
  const { rates, taxBenefits } = quote;
  return (
    <>
      <dl className="calc-result__list">
        <Row term="Ежемесячный платёж" value={money(quote.monthlyPayment)} strong />
        <Row term="Аванс" value={money(quote.advance)} />
        <Row term="Выкупной платёж" value={money(quote.buyout)} />
        <Row term="Сумма договора" value={money(quote.total)} />
        <Row term="Переплата" value={money(quote.overpayment)} />
        <Row term="Удорожание в год" value={formatRate(quote.appreciationPercentPerYear)} />
      </dl>
      {taxBenefits ? (
        <div className="calc-result__taxes">
          <h3 className="calc-result__subtitle">Налоговые выгоды для юридического лица</h3>
          <dl className="calc-result__list">
            <Row term={`НДС ${formatPercent(rates.vatPercent)} в сумме договора`} value={money(quote.vatInTotal)} />
            <Row term="Вычет НДС" value={money(taxBenefits.vatDeduction)} />
            <Row
              term={`Экономия на налоге на прибыль (${formatPercent(rates.profitTaxPercent)})`}
              value={money(taxBenefits.profitTaxSaving)}
            />
            <Row term="Налоговая экономия всего" value={money(taxBenefits.totalSaving)} strong />
            <Row term="Стоимость с учётом экономии" value={money(taxBenefits.netCost)} />
          </dl>
          <p className="calc-result__note">
            {/* Each rate with its own day: VAT 22 % from 2026, profit tax 25 % from 2025 (176-ФЗ). */}
            Ставки: НДС {formatPercent(rates.vatPercent)} — с {formatDate(rates.effectiveFrom)}, налог на прибыль{' '}
            {formatPercent(rates.profitTaxPercent)}
            {rates.profitTaxFrom ? ` — с ${formatDate(rates.profitTaxFrom)}` : null}
          </p>
        </div>
      ) : null}
      <p className="calc-result__note">
        Расчёт предварительный: годовая ставка {formatPercent(quote.annualRatePercent)}. Не является публичной офертой.
      </p>
    </>
  );
}
