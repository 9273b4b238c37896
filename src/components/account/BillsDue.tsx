import { ROUTES } from '@common/constants';
import { formatRoubles } from '@common/format';
import type { Bills } from '@edge/upstream/bills';
import type { SectionLoaded } from '@src/lib/section-data';
import { AppLink } from '../shell/AppLink';
import { SectionUnavailable } from '../ui/SectionUnavailable';
import { AccountSection } from './AccountSection';
import { Facts } from './Facts';

/**
 * A legal entity's bills to pay: unpaid and overdue totals, with the way to the bills; a secondary
 * section of the account home (its failure shows in place). `bills` sums every bill of the client,
 * so a new client with none is told so, not that all are paid.
 */
export function BillsDue({ bills }: { bills: SectionLoaded<Bills['summary']> }) {
  const summary = bills.data;
  return (
    <AccountSection id="bills" titleId="home-bills" title="Счета к оплате">
      {!summary ? (
        <SectionUnavailable failure={bills.failure} what="счета к оплате" anchor="bills" />
      ) : !summary.count ? (
        <p className="empty-note">Счетов пока нет. Они появятся здесь, когда мы их выставим.</p>
      ) : summary.unpaid + summary.overdue > 0 ? (
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
