-- Each contract's penalty for a late payment, in basis points of the overdue amount per day
-- (10 = 0,1 % a day, the rate of every contract so far). upstream/src/payments/penalties.ts counts with it.
ALTER TABLE client_contracts ADD COLUMN penalty_bp_per_day INTEGER NOT NULL DEFAULT 10;
