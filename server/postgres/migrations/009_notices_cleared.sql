-- When each staff member last cleared their notices: older ones no longer show to them.
ALTER TABLE staff ADD COLUMN notices_cleared_at timestamptz;
