-- The demo legal entity's КПП (the column is migration 0006_user_kpp.sql).
UPDATE users SET kpp = '772501001' WHERE phone = '79000000002' AND user_type = 'legalEntity';
