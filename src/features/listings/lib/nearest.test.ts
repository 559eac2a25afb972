import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance';
import { sortByDistance } from './nearest';

const at = (id: string, lat: number, lng: number) => ({ id, location: { lat, lng } });
const origin = { lat: 45.5152, lng: -122.6784 };

describe('sortByDistance', () => {
  it('puts the nearest first, keeps ties in order, and places listings without a location last', () => {
    const far = at('far', 45.6, -122.5);
    const near = at('near', 45.516, -122.679);
    const tieA = at('tie-a', 45.52, -122.68);
    const tieB = at('tie-b', 45.52, -122.68);
    const none = { id: 'none', location: null };
    expect(sortByDistance(origin, [far, none, tieA, near, tieB]).map((l) => l.id)).toEqual(['near', 'tie-a', 'tie-b', 'far', 'none']);
  });

  it('agrees with sorting by distanceKm on many listings', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const listings = Array.from({ length: 3000 }, (_, i) => at(`l${i}`, 30 + rnd() * 20, -125 + rnd() * 50));
    const expected = [...listings].sort((a, b) => distanceKm(origin, a.location) - distanceKm(origin, b.location));
    expect(sortByDistance(origin, listings).map((l) => l.id)).toEqual(expected.map((l) => l.id));
  });
});
