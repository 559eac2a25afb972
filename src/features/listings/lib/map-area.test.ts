import { describe, expect, it } from 'vitest';
import { areaParam, inArea, sameArea, toArea } from './map-area';

describe('the map area in the URL', () => {
  it('writes bounds to four decimals and reads them back', () => {
    const value = areaParam([-122.712345, 45.498765, -122.60001, 45.55]);
    expect(value).toBe('-122.7123,45.4988,-122.6,45.55');
    expect(toArea(value)).toEqual([-122.7123, 45.4988, -122.6, 45.55]);
  });

  it('refuses what is not a box on the map', () => {
    for (const bad of [null, '', '1,2,3', 'a,b,c,d', '10,0,5,1', '0,10,1,5', '-200,0,10,10', '0,-95,10,10', '1,2,3,4,5']) expect(toArea(bad)).toBeNull();
  });

  it('keeps a point inside, edges included, and nothing outside', () => {
    const area = toArea('-1,-1,1,1')!;
    expect(inArea(area, { lat: 0, lng: 0 })).toBe(true);
    expect(inArea(area, { lat: 1, lng: -1 })).toBe(true);
    expect(inArea(area, { lat: 1.0001, lng: 0 })).toBe(false);
    expect(inArea(area, { lat: 0, lng: -1.2 })).toBe(false);
  });

  it('compares two views to the URL’s precision', () => {
    expect(sameArea([0, 0, 1, 1], [0.00001, 0, 1, 1])).toBe(true);
    expect(sameArea([0, 0, 1, 1], [0.001, 0, 1, 1])).toBe(false);
    expect(sameArea(null, null)).toBe(true);
    expect(sameArea([0, 0, 1, 1], null)).toBe(false);
  });
});
