import type { DealRow, DealStageRow, DealStatus } from '../../db/deals';
import { roubles } from '../../db/money';

const DEAL_STATUS: Record<DealStatus, string> = {
  inProgress: 'В работе',
  completed: 'Завершена',
  rejected: 'Отклонена',
};

type StageState = 'done' | 'current' | 'pending';

/** The stage a deal is at: the first unfinished one while in progress, else the last one reached. */
function currentStage(deal: DealRow, stages: DealStageRow[]): DealStageRow | null {
  const reached = stages.filter((s) => s.completed_on !== null);
  if (deal.status === 'inProgress') return stages.find((s) => s.completed_on === null) ?? reached.at(-1) ?? null;
  return reached.at(-1) ?? stages[0] ?? null;
}

function stateOf(stage: DealStageRow, current: DealStageRow | null, deal: DealRow): StageState {
  if (deal.status === 'inProgress' && current && stage.position === current.position) return 'current';
  return stage.completed_on !== null ? 'done' : 'pending';
}

export function presentDeal(deal: DealRow, stages: DealStageRow[]) {
  const current = currentStage(deal, stages);
  return {
    id: deal.id,
    number: deal.number,
    title: deal.title,
    product: deal.product,
    status: { slug: deal.status, name: DEAL_STATUS[deal.status] },
    stage: current ? { slug: current.slug, name: current.name } : null,
    createdAt: deal.created_on,
    updatedAt: deal.updated_on,
    car: {
      brand: deal.car_brand,
      model: deal.car_model,
      name: `${deal.car_brand} ${deal.car_model}`,
      year: deal.car_year,
    },
    price: roubles(deal.price_kop),
    advance: roubles(deal.advance_kop),
    termMonths: deal.term_months,
    monthlyPayment: roubles(deal.monthly_kop),
    contractId: deal.contract_id,
    rejectionReason: deal.status === 'rejected' ? (deal.rejection_reason ?? null) : null,
  };
}

export function presentDealDetail(deal: DealRow, stages: DealStageRow[]) {
  const current = currentStage(deal, stages);
  return {
    ...presentDeal(deal, stages),
    manager: { name: deal.manager_name, phone: deal.manager_phone },
    stages: stages.map((s) => ({
      position: s.position,
      slug: s.slug,
      name: s.name,
      state: stateOf(s, current, deal),
      completedAt: s.completed_on,
    })),
  };
}
