import { ROUTES } from '@common/constants';
import { formatRoubles } from '@common/format';
import type { Bills } from '@edge/upstream/bills';
import { AppLink } from '../shell/AppLink';
import { AccountSection } from './AccountSection';
import { Facts } from './Facts';

/** A legal entity's bills to pay: unpaid and overdue totals, with the way to the bills. */
export function BillsDue({ summary }: { summary: Bills['summary'] }) {
  return (
    <AccountSection titleId="home-bills" title="Счета к оплате">
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
        <AppLink href={`${ROUTES.accountBills}?status=unpaid&status=overdue`}>Счета к оплате</AppLink> ·{' '}
        <AppLink href={ROUTES.accountBills}>Все счета</AppLink>
      </p>
    </AccountSection>
  );
}
