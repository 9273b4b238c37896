import { parseJson } from '../db/json';
import { ApiError } from '../http/errors';

/**
 * The company's requisites, from one place: the company info the site publishes (`GET /info`),
 * so the bills, the payment QR, the footer and the contacts always name the same company.
 */
export interface Supplier {
  name: string;
  inn: string;
  kpp: string;
  address: string;
  bank: string;
  bik: string;
  correspondentAccount: string;
  account: string;
  director: string;
  accountant: string;
}

interface CompanyInfo {
  legalName?: string;
  requisites?: {
    inn: string;
    kpp: string;
    legalAddress: string;
    bankName: string;
    bik: string;
    account: string;
    correspondentAccount: string;
  };
}

/** Who signs the bills (fictitious). */
const SIGNATORIES = { director: 'Орлова А. В.', accountant: 'Белова Н. С.' } as const;

export async function loadSupplier(db: D1Database): Promise<Supplier> {
  const row = await db.prepare('SELECT data FROM company_info WHERE id = 1').first<{ data: string }>();
  const info = parseJson<CompanyInfo>(row?.data ?? null, {});
  const r = info.requisites;
  if (!info.legalName || !r) throw new ApiError(503, 'Реквизиты для оплаты временно недоступны');
  return {
    name: info.legalName,
    inn: r.inn,
    kpp: r.kpp,
    address: r.legalAddress,
    bank: r.bankName,
    bik: r.bik,
    correspondentAccount: r.correspondentAccount,
    account: r.account,
    ...SIGNATORIES,
  };
}
