import { describe, expect, it } from 'vitest';
import { priceOf, toCategory, toPriceRange } from './categories';

describe('toCategory', () => {
  it('maps the home tiles\' plural labels to canonical values', () => {
    expect(toCategory('Restaurants')).toBe('Restaurant');
    expect(toCategory('Coffee Shops')).toBe('Coffee Shop');
    expect(toCategory('Bakery')).toBe('Bakery');
  });
  it('accepts canonical values in any case and spacing', () => {
    expect(toCategory('fast  food')).toBe('Fast Food');
    expect(toCategory('CAFE')).toBe('Cafe');
  });
  it('ignores All, empty and unknown values', () => {
    expect(toCategory('All')).toBeUndefined();
    expect(toCategory('')).toBeUndefined();
    expect(toCategory(null)).toBeUndefined();
    expect(toCategory('Steakhouse')).toBeUndefined();
  });
});

describe('price ranges', () => {
  it('accepts labels and symbols; All Prices means no filter', () => {
    expect(toPriceRange('Inexpensive')).toBe('$');
    expect(toPriceRange('Ultra High-End')).toBe('$$$$');
    expect(toPriceRange('$$$')).toBe('$$$');
    expect(toPriceRange('All Prices')).toBeUndefined();
    expect(toPriceRange('All')).toBeUndefined();
  });
  it('defaults a missing price range to $$', () => {
    expect(priceOf(undefined)).toBe('$$');
    expect(priceOf('$')).toBe('$');
  });
});
