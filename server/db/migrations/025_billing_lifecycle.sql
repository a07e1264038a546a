-- The member's side of billing (interface §9, issue 21 items 1-3): what a change order replaced,
-- and the language an order was bought in.
alter table orders
  -- A change order (kind 'change'): the plan it replaces and the credit for that plan's unused
  -- days (subtracted from the new price). Paying it is refused once the plan is another one.
  add column change_from_plan_id text references plans (id),
  add column change_credit integer check (change_credit >= 0),
  -- The language the checkout was shown in: the consent's text and the receipt email's.
  add column language text;
