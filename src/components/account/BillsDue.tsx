import { Facts } from './Facts';
import '../contracts/contracts.css';
import { formatRoubles } from '@common/format';
import type { Bills } from '@edge/upstream/bills';
import { AppLink } from '../shell/AppLink';

/** A legal entity's bills to pay: unpaid and overdue totals, with the way to the bills. */
export function BillsDue({ summary }: { summary: Bills['summary'] }) {
  return (
    <section className="account-section" aria-labelledby="home-bills">
      <h2 className="account-section__title" id="home-bills">
        Счета к оплате
      </h2>
      {summary.count ? (
        <Facts
          items={[
            { label: 'Ожидают оплаты', value: formatRoubles(summary.unpaid) },
            { label: 'Просрочено', value: formatRoubles(summary.overdue), alert: summary.overdue > 0 },
          ]}
        />
      ) : (
        <p className="empty-note">Все счета оплачены.</p>
      )}
      <p>
        <AppLink href="/account/bills?status=unpaid&status=overdue">Счета к оплате</AppLink> ·{' '}
        <AppLink href="/account/bills">Все счета</AppLink>
      </p>
    </section>
  );
}
