import { describe, expect, it } from 'vitest';
import { countListingsByOwner, formatJoined, matchesUserQuery, PLAN_SUMMARY, planLabel, userDisplayName } from './user-filter';

const olive = { fullName: 'Olive Ortiz', email: 'olive@forkful.test', businessName: 'Café Olé' };

describe('matchesUserQuery', () => {
  it('matches everything on an empty query', () => {
    expect(matchesUserQuery(olive, '  ')).toBe(true);
  });

  it('finds by name, email or business, ignoring case and accents', () => {
    expect(matchesUserQuery(olive, 'ORTIZ')).toBe(true);
    expect(matchesUserQuery(olive, 'olive@forkful')).toBe(true);
    expect(matchesUserQuery(olive, 'cafe ole')).toBe(true);
    expect(matchesUserQuery(olive, 'olive bistro')).toBe(false);
  });
});

describe('countListingsByOwner', () => {
  it('counts live listings per owner', () => {
    const counts = countListingsByOwner([{ ownerId: 'a' }, { ownerId: 'a' }, { ownerId: 'b' }, { ownerId: 'a', _deleted: true }]);
    expect(counts.get('a')).toBe(2);
    expect(counts.get('b')).toBe(1);
    expect(counts.get('c')).toBeUndefined();
  });
});

describe('labels', () => {
  it('names the plan, the user and the join date', () => {
    expect(planLabel('Gold')).toBe('Gold Plan');
    expect(planLabel(null)).toBe('No plan');
    const now = Date.UTC(2026, 5, 1);
    expect(planLabel('Gold', Date.UTC(2027, 0, 12, 12), now)).toBe('Gold Plan · until 12 Jan 2027');
    expect(planLabel('Gold', now - 1, now)).toBe('Plan ended');
    expect(planLabel('Basic', null, now)).toBe('Basic Plan');
    expect(userDisplayName({ fullName: ' ', email: 'x@y.z' })).toBe('x@y.z');
    expect(userDisplayName(olive)).toBe('Olive Ortiz');
    expect(formatJoined(0)).toBeNull();
    expect(formatJoined(Date.UTC(2025, 2, 4, 12))).toBe('Mar 4, 2025');
  });
});

describe('PLAN_SUMMARY', () => {
  it('says what each plan costs and how long it runs, from the plan table', () => {
    expect(PLAN_SUMMARY).toEqual({
      Basic: 'Free · never expires',
      Silver: '$10 · 10 days',
      Gold: '$30 · 60 days',
      Platinum: '$50 · 40 days',
    });
  });
});
