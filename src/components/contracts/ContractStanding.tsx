import { paymentQrPath } from '@common/api-routes';
import { formatDate, formatRoubles } from '@common/format';
import { owedNow, type PaymentDue } from '@common/payment-due';
import type { CompanyInfo } from '@edge/upstream/company';
import type { Contract } from '@edge/upstream/contracts';
import type { DuePayment } from '@edge/upstream/due-payment';
import type { SectionLoaded } from '@src/lib/section-data';
import { AccountSection } from '../account/AccountSection';
import { Facts } from '../account/Facts';
import { SectionUnavailable } from '../ui/SectionUnavailable';
import { dueFacts } from './due-facts';
import { PaymentQr } from './PaymentQr';

type PaymentProps = {
  contract: Contract;
  /** What is due and what to pay now (`contractDue` of `common/contract-rules.ts`). */
  due: PaymentDue;
  payNow: number;
  /** The schedule's reading with its purpose, when it could be made (the QR's). */
  payment: DuePayment | null;
  company: SectionLoaded<CompanyInfo>;
  bills: { failure?: SectionLoaded<unknown>['failure'] } | null;
};

/** «К оплате» of an active contract: what is due, the payment QR with the details, or what failed to load. */
export function ContractPayment({ contract, due, payNow, payment, company, bills }: PaymentProps) {
  return (
    <AccountSection id="payment" titleId="payment-title" title="К оплате">
      <Facts
        modifier="totals"
        items={[
          { label: 'К оплате сейчас', value: formatRoubles(owedNow(due)), alert: owedNow(due) > 0 },
          ...dueFacts(due),
          due.next ? null : { label: 'Следующий платёж', value: 'по графику платежей больше нет' },
        ]}
      />
      {payment && payNow > 0 && company.data ? (
        <PaymentQr
          payment={payment}
          qr={{
            svg: paymentQrPath(contract.id, 'svg'),
            png: paymentQrPath(contract.id, 'png'),
            fileName: `QR-код для оплаты по договору ${contract.number.replace(/[^\p{L}\d -]+/gu, '-')}.png`,
          }}
          forWhat={`по договору №\u00a0${contract.number}`}
          company={company.data}
        />
      ) : null}
      {bills?.failure ? (
        <SectionUnavailable failure={bills.failure} what="неоплаченные счета по договору" anchor="payment" />
      ) : payNow > 0 && company.failure ? (
        <SectionUnavailable failure={company.failure} what="реквизиты для оплаты" anchor="payment" />
      ) : null}
    </AccountSection>
  );
}

/** A closed contract: when it closed and what was paid; nothing to pay, no buyout. */
export function ContractClosed({ contract }: { contract: Contract }) {
  return (
    <AccountSection id="closed" titleId="closed-title" title="Договор закрыт">
      <Facts
        modifier="totals"
        items={[
          contract.closedAt ? { label: 'Закрыт', value: formatDate(contract.closedAt) } : null,
          { label: 'Оплачено', value: formatRoubles(contract.paidAmount) },
          { label: 'Всего по договору', value: formatRoubles(contract.totalAmount) },
        ]}
      />
      <p className="empty-note">Платить по договору больше нечего, досрочный выкуп не нужен.</p>
    </AccountSection>
  );
}
