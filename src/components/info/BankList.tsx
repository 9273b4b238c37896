import './BankList.css';
import { formatMonths, formatPercent } from '@common/format';
import type { Bank } from '@edge/upstream/offices';

/** The partner banks of the credit page with their lowest rate and longest term. */
export function BankList({ banks }: { banks: Bank[] }) {
  if (!banks.length) return null;
  return (
    <section className="page-section" aria-labelledby="banks-title">
      <h2 id="banks-title" className="section-title">
        Банки-партнёры
      </h2>
      <ul className="bank-list card-grid">
        {banks.map((bank) => (
          <li key={bank.id} className="bank-card panel">
            <h3 className="bank-card__name">{bank.name}</h3>
            <dl className="bank-card__terms">
              <div>
                <dt>Ставка</dt>
                <dd>от {formatPercent(bank.rateFromPercent)}</dd>
              </div>
              <div>
                <dt>Срок</dt>
                <dd>до {formatMonths(bank.maxTermMonths, 'genitive')}</dd>
              </div>
            </dl>
            {bank.license ? <p className="bank-card__license">Лицензия ЦБ РФ №&nbsp;{bank.license}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
