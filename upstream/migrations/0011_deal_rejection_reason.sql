-- Why a deal was turned down, in words the client can read (issue 39: a rejected deal gave no
-- reason). Null for deals not rejected and for rejections whose reason was not recorded. The demo
-- rejected deal's reason is seed data (upstream/seed/sql/0011_deal_rejection_reason_seed.sql).
ALTER TABLE client_deals ADD COLUMN rejection_reason TEXT;
