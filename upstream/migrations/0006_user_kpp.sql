-- A legal entity's КПП (tax registration reason code), printed as the buyer's on its bills.
-- Null for private persons and for entities that have not given it.
ALTER TABLE users ADD COLUMN kpp TEXT;
UPDATE users SET kpp = '772501001' WHERE phone = '79000000002' AND user_type = 'legalEntity';
