import { buildStatement, type Statement, type StatementPeriod } from '@common/statement';
import type { StatementQuery } from '@common/statement-query';
import type { Profile } from '../session/types';
import { type Bill, listBills } from './bills';
import { getCompanyInfo } from './company';
import { type Contract, getContract, getOperations, getSchedule, listContracts, type Operation } from './contracts';
import type { Transport } from './transport';

/** A party of the statement as its header names it. */
export type StatementParty = { name: string; inn: string | null; kpp: string | null; address: string | null };

export type StatementDocument = {
  statement: Statement;
  /** The lessor (the company's requisites of GET /info, as on the bills and the payment details). */
  lessor: StatementParty;
  client: StatementParty;
  legal: boolean;
  /** A legal entity's bills issued in the period, for the accountant's package. */
  bills: Bill[];
};

/** The upstream's largest page (perPage ≤ 100); pages beyond the bound are not read. */
const PER_PAGE = 100;
const MAX_PAGES = 20;

/** Every operation of a contract up to the period's end (the opening balance needs the earlier ones too). */
async function operationsTo(t: Transport, contractId: number, to: string): Promise<Operation[]> {
  const out: Operation[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await getOperations(t, contractId, { dateTo: to, page, perPage: PER_PAGE });
    out.push(...answer.items);
    if (page >= answer.pages) break;
  }
  return out;
}

/** Every bill of a legal entity (the upstream pages them by 100). */
async function allBills(t: Transport): Promise<Bill[]> {
  const out: Bill[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await listBills(t, { page, perPage: PER_PAGE });
    out.push(...answer.items);
    if (page >= answer.pages) break;
  }
  return out;
}

/** The contracts the statement covers: a private person's one (another's is the upstream's 404), a legal entity's all or one. */
async function contractsOf(t: Transport, legal: boolean, contractId: number | undefined): Promise<Contract[]> {
  if (contractId !== undefined) return [await getContract(t, contractId)];
  const all = await listContracts(t);
  return legal ? all : all.slice(0, 1);
}

const clientParty = (profile: Profile): StatementParty => ({
  name: profile.isLegalEntity && profile.companyName ? profile.companyName : profile.name,
  inn: profile.inn,
  // The profile of spec section 3 has no КПП; the bill PDFs print the back office's own.
  kpp: null,
  address: profile.address,
});

/**
 * The statement for a period, read from the upstream: the contracts, each one's schedule and
 * operations up to the period's end, a legal entity's bills and the company's requisites.
 */
export async function loadStatement(t: Transport, profile: Profile, query: StatementQuery): Promise<StatementDocument> {
  const legal = profile.isLegalEntity;
  const period: StatementPeriod = { from: query.from, to: query.to };
  const [contracts, info, bills] = await Promise.all([
    contractsOf(t, legal, query.contractId),
    getCompanyInfo(t),
    legal ? allBills(t) : Promise.resolve([]),
  ]);
  const inputs = await Promise.all(
    contracts.map(async (contract) => {
      const [schedule, operations] = await Promise.all([
        getSchedule(t, contract.id),
        operationsTo(t, contract.id, query.to),
      ]);
      return {
        id: contract.id,
        number: contract.number,
        date: contract.date,
        schedule: schedule.items,
        operations,
        bills,
      };
    }),
  );
  const ids = new Set(contracts.map((c) => c.id));
  const r = info.requisites;
  return {
    statement: buildStatement(period, inputs),
    lessor: { name: info.legalName, inn: r?.inn ?? null, kpp: r?.kpp ?? null, address: r?.legalAddress ?? null },
    client: clientParty(profile),
    legal,
    bills: bills.filter((b) => ids.has(b.contract.id) && b.date >= period.from && b.date <= period.to),
  };
}
