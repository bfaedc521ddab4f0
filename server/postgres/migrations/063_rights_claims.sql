-- A buyer's rights claim against a refused after-sale: its status, the platform's decision
-- and both sides' statements, as one JSON document with the claim (null: none raised).
ALTER TABLE after_sales ADD COLUMN rights jsonb;
-- The list of claims with a rights claim, newest first.
CREATE INDEX after_sales_rights_created_idx ON after_sales (created_at, id) WHERE rights IS NOT NULL;
