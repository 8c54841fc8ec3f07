-- Each venue lock keeps the turnover multiple of the offer that opened it
-- (docs/product-rules.md#venue-lock): the VIP offer locks at its level's multiple, others at
-- their own, and the transfer page shows each lock's rule with its own figure. Locks opened before
-- carry (transfer + bonus) × multiple as their required turnover, so the multiple is read back.
ALTER TABLE venue_locks ADD COLUMN turnover_multiple integer CHECK (turnover_multiple > 0);
UPDATE venue_locks SET turnover_multiple = GREATEST(1, required_turnover / locked_amount)
  WHERE locked_amount > 0;
UPDATE venue_locks SET turnover_multiple = 1 WHERE turnover_multiple IS NULL;
ALTER TABLE venue_locks ALTER COLUMN turnover_multiple SET NOT NULL;
