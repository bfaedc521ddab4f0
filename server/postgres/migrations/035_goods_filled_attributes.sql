-- A goods' own filled copy of its category's attribute rows: [{name, kind, values}]. A
-- template that changes later changes no goods.
ALTER TABLE goods ADD COLUMN attributes jsonb NOT NULL DEFAULT '[]';
