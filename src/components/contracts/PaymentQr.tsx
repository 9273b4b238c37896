import './payment.css';
import { formatDate, formatRoubles } from '@common/format';
import type { CompanyInfo } from '@edge/upstream/company';
import { CopyText } from './CopyText';

type Props = {
  /** The QR's own URL (an SVG the edge serves for this contract's due amount). */
  src: string;
  amount: number;
  dueDate: string | null;
  overdue: boolean;
  contractNumber: string;
  company: CompanyInfo;
};

/** The payment QR for the next (or overdue) payment, with the requisites beside it to copy. */
export function PaymentQr({ src, amount, dueDate, overdue, contractNumber, company }: Props) {
  const r = company.requisites;
  const purpose = `Оплата по договору лизинга № ${contractNumber}`;
  const lines = [
    `Получатель: ${company.legalName}`,
    r ? `ИНН ${r.inn}, КПП ${r.kpp}` : null,
    r ? `Банк: ${r.bankName}, БИК ${r.bik}` : null,
    r ? `Расчётный счёт: ${r.account}` : null,
    r ? `Корр. счёт: ${r.correspondentAccount}` : null,
    `Сумма: ${formatRoubles(amount)}`,
    `Назначение: ${purpose}`,
  ].filter((line): line is string => !!line);
  return (
    <div className="payment-qr">
      <img
        className="payment-qr__code"
        src={src}
        width={240}
        height={240}
        alt={`QR-код для оплаты ${formatRoubles(amount)} по договору № ${contractNumber}`}
      />
      <div className="payment-qr__details">
        <p className="payment-qr__lead">
          {overdue ? 'Просроченная задолженность' : 'Следующий платёж'}: <strong>{formatRoubles(amount)}</strong>
          {dueDate && !overdue ? ` до ${formatDate(dueDate)}` : ''}. Отсканируйте код в приложении банка или переведите
          по реквизитам.
        </p>
        <ul className="payment-qr__requisites">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <CopyText text={lines.join('\n')} label="Скопировать реквизиты" />
      </div>
    </div>
  );
}
