import './payment.css';
import { formatDate, formatRoubles } from '@common/format';
import type { PaymentDue } from '@common/payment-due';
import { type DuePart, dueParts } from '@common/payment-due';
import { sentences } from '@common/typography';
import type { CompanyInfo } from '@edge/upstream/company';
import { KeepWhole } from '../ui/KeepWhole';
import { CopyText } from './CopyText';
import { QrSave } from './QrSave';

/** An account number, ИНН, КПП or БИК: one long word of digits, which may break anywhere. */
const DIGITS = /^\d+$/;

/** What the QR pays: what is due, its sum and purpose (`edge/upstream/due-payment.ts`), as the code has them. */
type QrPaymentShown = { due: PaymentDue; amount: number; purpose: string };

type Props = {
  payment: QrPaymentShown;
  /** The edge's pictures of the code: an SVG on the page, a PNG file to save (`common/api-routes.ts`) and its name. */
  qr: { svg: string; png: string; fileName: string };
  /** What it pays for, in the image's alt: «по договору № …», «по всем договорам». */
  forWhat: string;
  company: CompanyInfo;
};

type Detail = { label: string; value: string };

/** The amount as a bank form wants it: «120393.13». */
const plainAmount = (amount: number) => amount.toFixed(2);

/** One part of the sum in words: «просроченные платежи 120 393,13 ₽», «пени на 20 ноября 2026 г. 351,56 ₽». */
function partText(part: DuePart, payment: QrPaymentShown): string {
  const { due } = payment;
  const amount = formatRoubles(part.amount);
  if (part.kind === 'overdue') return `просроченные платежи ${amount}`;
  if (part.kind === 'penalties') {
    const on = due.penalties.countedOn;
    return on ? `пени на ${formatDate(on)} ${amount}` : `пени ${amount}`;
  }
  return due.next ? `платёж до ${formatDate(due.next.date)} ${amount}` : `платёж ${amount}`;
}

/**
 * The payment QR for what is due now (overdue payments and penalties, else the next payment). On a phone the code on its own screen cannot
 * be scanned, so the code is also a PNG to save or share, and every detail (получатель, ИНН, КПП,
 * БИК, счёт, сумма, назначение) is plain text with its own copy button.
 */
export function PaymentQr({ payment, qr, forWhat, company }: Props) {
  const r = company.requisites;
  const { amount, purpose } = payment;
  const parts = dueParts(payment.due);
  const owed = parts.some((part) => part.kind !== 'next');
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
  return (
    <div className="payment-qr">
      <div className="payment-qr__code-box">
        <img
          className="payment-qr__code"
          src={qr.svg}
          width={240}
          height={240}
          alt={`QR-код для оплаты ${formatRoubles(amount)} ${forWhat}`}
        />
        <QrSave href={qr.png} fileName={qr.fileName} />
      </div>
      <div className="payment-qr__details">
        <p className="payment-qr__lead">
          {owed ? 'К оплате сейчас' : 'Следующий платёж'}: <strong>{formatRoubles(amount)}</strong>{' '}
          {sentences(
            parts.length > 1 || owed ? `(${parts.map((part) => partText(part, payment)).join(', ')})` : '',
            !owed && payment.due.next ? `до ${formatDate(payment.due.next.date)}` : '',
            'Отсканируйте код в приложении банка, сохраните его или переведите по реквизитам',
          )}
        </p>
        <dl className="payment-qr__requisites">
          {details.map((d) => (
            <div key={d.label} className="payment-qr__detail">
              <dt>{d.label}</dt>
              <dd>
                <span
                  className={DIGITS.test(d.value) ? 'payment-qr__value payment-qr__value--digits' : 'payment-qr__value'}
                >
                  <KeepWhole text={d.value} />
                </span>
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
