import { describe, expect, it } from 'vitest';
import { applyPromo, formatPrice, intervalsOf, type Plan } from '../../src/plans/pricing';

const plan = (id: string, price: number, interval: Plan['interval'] = 'month'): Plan => ({
  id,
  name: id,
  description: '',
  price,
  currency: 'USD',
  interval,
  features: [],
});

describe('price formatting (interface §3)', () => {
  it.each([
    [2599, 'USD', '$25.99'],
    [100, 'USD', '$1.00'],
    [0, 'USD', '$0.00'],
    [1999, 'EUR', '€19.99'],
    [1500, 'JPY', '¥1,500'],
    [123456, 'USD', '$1,234.56'],
  ])('%i %s → %s', (minor, currency, text) => {
    expect(formatPrice(minor, currency)).toBe(text);
  });

  it('falls back to plain digits for an unknown currency code', () => {
    expect(formatPrice(1000, 'NOPE!')).toBe('10.00 NOPE!');
  });
});

describe('promo arithmetic', () => {
  const plans = [plan('basic', 1499), plan('plus', 2599), plan('plus-year', 25990, 'year')];

  it('shows the discounted price beside the original for the plans the code names', () => {
    const priced = applyPromo(plans, {
      code: 'FAMILY10',
      discount_percent: 10,
      plans: [{ plan_id: 'plus', price: 2339 }],
    });
    expect(priced.map((p) => [p.id, p.finalPrice, p.originalPrice])).toEqual([
      ['basic', 1499, undefined],
      ['plus', 2339, 2599],
      ['plus-year', 25990, undefined],
    ]);
  });

  it('restores the prices without a code', () => {
    expect(
      applyPromo(plans, null).every(
        (p) => p.finalPrice === p.price && p.originalPrice === undefined,
      ),
    ).toBe(true);
  });

  it('ignores a "discount" that is not lower, and matches ids across number and string', () => {
    const priced = applyPromo([plan('1', 1000)], {
      code: 'X',
      discount_percent: 0,
      // The contract says string ids; an older server's numbers must still match.
      plans: [{ plan_id: 1 as unknown as string, price: 1000 }],
    });
    expect(priced[0]?.originalPrice).toBeUndefined();
    const cheaper = applyPromo([{ ...plan('1', 1000), id: 1 as unknown as string }], {
      code: 'Y',
      discount_percent: 50,
      plans: [{ plan_id: '1', price: 500 }],
    });
    expect(cheaper[0]?.finalPrice).toBe(500);
  });

  it('lists the intervals to switch between, monthly first', () => {
    expect(
      intervalsOf([plan('a', 1, 'year'), plan('b', 1, 'month'), plan('c', 1, 'year')]),
    ).toEqual(['month', 'year']);
  });
});
