import './payment.css';
import { formatDate, formatRoubles } from '@common/format';
import type { CompanyInfo } from '@edge/upstream/company';
import { CopyText } from './CopyText';
import { QrSave } from './QrSave';

type Props = {
  /** The QR's own URL (an SVG the edge serves for this contract's due amount); `.png` is the file. */
  src: string;
  amount: number;
  dueDate: string | null;
  overdue: boolean;
  contractNumber: string;
  company: CompanyInfo;
};

type Detail = { label: string; value: string };

/** The amount as a bank form wants it: «120393.13». */
const plainAmount = (amount: number) => amount.toFixed(2);

/**
 * The payment QR for the next (or overdue) payment. On a phone the code on its own screen cannot
 * be scanned, so the code is also a PNG to save or share, and every detail (получатель, ИНН, КПП,
 * БИК, счёт, сумма, назначение) is plain text with its own copy button.
 */
export function PaymentQr({ src, amount, dueDate, overdue, contractNumber, company }: Props) {
  const r = company.requisites;
  const purpose = `Оплата по договору лизинга № ${contractNumber}`;
  const details: Detail[] = [
    { label: 'Получатель', value: company.legalName },
    ...(r
      ? [
          { label: 'ИНН', value: r.inn },
          { label: 'КПП', value: r.kpp },
          { label: 'Банк', value: r.bankName },
          { label: 'БИК', value: r.bik },
          { label: 'Расчётный счёт', value: r.account },
          { label: 'Корр. счёт', value: r.correspondentAccount },
        ]
      : []),
    { label: 'Сумма', value: formatRoubles(amount) },
    { label: 'Назначение', value: purpose },
  ];
  const all = details.map((d) => `${d.label}: ${d.value}`).join('\n');
  const png = src.replace(/\.svg$/, '.png');
  return (
    <div className="payment-qr">
      <div className="payment-qr__code-box">
        <img
          className="payment-qr__code"
          src={src}
          width={240}
          height={240}
          alt={`QR-код для оплаты ${formatRoubles(amount)} по договору № ${contractNumber}`}
        />
        <QrSave
          href={png}
          fileName={`QR-код для оплаты по договору ${contractNumber.replace(/[^\p{L}\d -]+/gu, '-')}.png`}
        />
      </div>
      <div className="payment-qr__details">
        <p className="payment-qr__lead">
          {overdue ? 'Просроченная задолженность' : 'Следующий платёж'}: <strong>{formatRoubles(amount)}</strong>
          {dueDate && !overdue ? ` до ${formatDate(dueDate)}` : ''}. Отсканируйте код в приложении банка, сохраните его
          или переведите по реквизитам.
        </p>
        <dl className="payment-qr__requisites">
          {details.map((d) => (
            <div key={d.label} className="payment-qr__detail">
              <dt>{d.label}</dt>
              <dd>
                <span className="payment-qr__value">{d.value}</span>
                <CopyText
                  text={d.label === 'Сумма' ? plainAmount(amount) : d.value}
                  label="Копировать"
                  name={d.label}
                />
              </dd>
            </div>
          ))}
        </dl>
        <CopyText text={all} label="Скопировать реквизиты" />
      </div>
    </div>
  );
}
