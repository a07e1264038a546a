import { describe, expect, it } from 'vitest';
import { dollarsText } from '../../demo/market/filter-chips';
import {
  checkFilters,
  filtersFromUrl,
  formValues,
  RADII_MILES,
  radiusKmOf,
} from '../../demo/market/search-filters';
import { searchProblem } from '../../demo/market/search-problems';
import { ApiError } from '../../src/lib/api-client';
import {
  formatKmAsMiles,
  formatMiles,
  kmFromMiles,
  kmText,
  milesFromKm,
  milesText,
} from '../../src/lib/miles';

// Issue 24: a US product reads and chooses miles; the API keeps kilometres (interface §7).

describe('miles and kilometres', () => {
  it('converts both ways, and every distance offered comes back the miles it was', () => {
    expect(kmFromMiles(10)).toBe(16.09);
    expect(kmFromMiles(50)).toBe(80.47);
    expect(milesFromKm(1.609344)).toBeCloseTo(1, 10);
    for (const miles of RADII_MILES) {
      const km = kmText(miles);
      // Within the API's 100 km.
      expect(Number(km)).toBeLessThanOrEqual(100);
      expect(milesText(km)).toBe(miles);
      expect(radiusKmOf(miles)).toBe(km);
    }
    // The API's default, 25 km, is 15.5 miles; a link's 5 km reads 3.1 miles.
    expect(milesText('25')).toBe('15.5');
    expect(milesText('5')).toBe('3.1');
    expect(milesText('')).toBe('');
    expect(milesText('abc')).toBe('');
    expect(kmText('')).toBe('');
  });

  it('formats miles in English and Spanish through Intl', () => {
    expect(formatMiles('en', 10, { long: true })).toBe('10 miles');
    expect(formatMiles('en', 1, { long: true })).toBe('1 mile');
    expect(formatMiles('es', 10, { long: true })).toBe('10 millas');
    expect(formatKmAsMiles('en', 1.2)).toBe('0.7 mi');
    expect(formatKmAsMiles('es', 1.2)).toBe('0.7 mi');
    expect(formatKmAsMiles('en', 25, { long: true })).toBe('15.5 miles');
    // A job's whole kilometres read as whole miles.
    expect(formatKmAsMiles('en', 8, { digits: 0 })).toBe('5 mi');
    expect(formatKmAsMiles('en', 3.2)).not.toContain('km');
  });

  it('the form shows a link’s radius_km in miles', () => {
    const filters = filtersFromUrl(new URLSearchParams('near=10001&radius_km=16.09'));
    expect(formValues(filters).radius_mi).toBe('10');
    expect(formValues(filtersFromUrl(new URLSearchParams('near=10001'))).radius_mi).toBe('');
  });

  it('says rates as people say them', () => {
    expect(dollarsText('1500', 'en')).toBe('$15');
    expect(dollarsText('1550', 'en')).toBe('$15.50');
    expect(dollarsText('2500', 'es')).toBe('$25');
  });
});

describe('the client’s checks before sending', () => {
  const values = { near: '', min_rate: '', max_rate: '' };
  it('a ZIP code that is not 5 digits', () => {
    expect(checkFilters({ ...values, near: '123' })).toEqual({ near: 'zip' });
    expect(checkFilters({ ...values, near: '1234a' })).toEqual({ near: 'zip' });
    expect(checkFilters({ ...values, near: '10001' })).toEqual({});
    // No ZIP code: a search of every caregiver.
    expect(checkFilters(values)).toEqual({});
  });

  it('the lowest rate above the highest, or a rate that is not an amount', () => {
    expect(checkFilters({ ...values, min_rate: '30', max_rate: '20' })).toEqual({
      min_rate: 'rateOrder',
    });
    expect(checkFilters({ ...values, min_rate: '15', max_rate: '25' })).toEqual({});
    expect(checkFilters({ ...values, min_rate: '20', max_rate: '20' })).toEqual({});
    expect(checkFilters({ ...values, min_rate: 'ten' })).toEqual({ min_rate: 'rate' });
    expect(checkFilters({ ...values, max_rate: '-3' })).toEqual({ max_rate: 'rate' });
  });
});

describe('server problems by code and field, never by wording', () => {
  const refusal = (field: string | undefined, code?: string, status = 400) =>
    new ApiError(
      'near: we do not know the ZIP code 00000. Check it, or search near "lat,lng".',
      status,
      {
        success: false,
        message: 'raw',
        results: {
          ...(code ? { code } : {}),
          ...(field ? { errors: [{ field, message: 'raw' }] } : {}),
        },
      },
    );

  it('maps each refusal to the page’s own message and field', () => {
    expect(searchProblem(refusal('near', 'unknown_zip'))).toEqual({
      key: 'unknownZip',
      field: 'near',
      retry: false,
    });
    expect(searchProblem(refusal('near'))).toMatchObject({ key: 'zip', field: 'near' });
    expect(searchProblem(refusal('near', 'near_required'))).toMatchObject({ key: 'needZip' });
    expect(searchProblem(refusal('radius_km'))).toMatchObject({
      key: 'radius',
      field: 'radius_km',
    });
    expect(searchProblem(refusal('sort'))).toMatchObject({ key: 'sortNeedsZip', field: 'near' });
    expect(
      searchProblem(refusal('min_rate'), { min_rate: '3000', max_rate: '2000' }),
    ).toMatchObject({ key: 'rateOrder', field: 'min_rate' });
    expect(searchProblem(refusal('max_rate'), { max_rate: 'x' })).toMatchObject({
      key: 'rate',
      field: 'max_rate',
    });
    expect(searchProblem(refusal('service'))).toMatchObject({ key: 'filter', retry: false });
    expect(searchProblem(refusal(undefined))).toMatchObject({ key: 'filter' });
  });

  it('a 5xx or a network failure is worth trying again', () => {
    expect(searchProblem(refusal(undefined, undefined, 503))).toEqual({
      key: 'failed',
      retry: true,
    });
    expect(searchProblem(new ApiError('offline', 'NETWORK_ERROR' as never))).toEqual({
      key: 'failed',
      retry: true,
    });
    expect(searchProblem(new Error('boom'))).toEqual({ key: 'failed', retry: true });
  });
});
