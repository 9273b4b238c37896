-- The demo legal entity's rejected deal and its reason (the column is migration 0011_deal_rejection_reason.sql).
UPDATE client_deals SET rejection_reason = 'Финансовые показатели компании за последний год не подтверждают платёжеспособность для лизинга этой суммы'
  WHERE number = 'СД-2026-0311' AND status = 'rejected';
