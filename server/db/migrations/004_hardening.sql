-- A payment's claim: set while the provider is being asked, so no row lock is held meanwhile
-- and a second press of the button waits for the first instead of charging twice.
alter table orders add column charging_since timestamptz;
