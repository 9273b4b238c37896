import { allPaymentQrPath } from '@common/api-routes';
import { formatRoubles } from '@common/format';
import type { CompanyInfo } from '@edge/upstream/company';
import type { AllDuePayment } from '@edge/upstream/due-payment';
import type { SectionLoaded } from '@src/lib/section-data';
import { PaymentQr } from '../contracts/PaymentQr';
import { SectionUnavailable } from '../ui/SectionUnavailable';
import { AccountMore } from './AccountMore';

/**
 * «Оплатить всё»: one set of payment details and one QR for everything the client's contracts owe
 * now (`loadAllDuePayment`), folded under its total until asked for; a plain `<details>`, so it
 * opens without JavaScript, and the code is the edge's image (`/api/account/payment-qr.svg`).
 */
export function PayAll({
  payment,
  company,
}: {
  payment: SectionLoaded<AllDuePayment>;
  company: SectionLoaded<CompanyInfo>;
}) {
  const failure = payment.failure ?? company.failure;
  const count = payment.data?.contracts.length ?? 0;
  return (
    <AccountMore
      summary={
        payment.data
          ? `Оплатить всё одним платежом: ${formatRoubles(payment.data.amount)}${count > 1 ? ` по ${count} договорам` : ''}`
          : 'Оплатить всё одним платежом'
      }
    >
      {payment.data && company.data ? (
        <PaymentQr
          payment={payment.data}
          qr={{
            svg: allPaymentQrPath('svg'),
            png: allPaymentQrPath('png'),
            fileName: 'QR-код для оплаты по всем договорам.png',
          }}
          forWhat={count > 1 ? 'по всем договорам' : `по договору №\u00a0${payment.data.contracts[0]?.number ?? ''}`}
          company={company.data}
        />
      ) : failure ? (
        <SectionUnavailable failure={failure} what="реквизиты для оплаты всего" anchor="home-contracts" />
      ) : null}
    </AccountMore>
  );
}
