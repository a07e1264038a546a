-- The site origin an order was bought from (an allowed origin of this site), so the checkout
-- sends the buyer back where they are logged in; null: PUBLIC_URL.
alter table orders add column return_origin text;
