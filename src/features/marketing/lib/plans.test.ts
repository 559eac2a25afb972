// The pricing page's plans are the plan table the functions charge by, with the page's words.
import { describe, expect, it } from 'vitest';
import { PAID_PLANS, PLAN_NAMES, PLAN_TABLE } from '@shared/plans';
import { FEATURES } from '@shared/plan-features';
import { findPlan, PLANS } from './plans';

describe('the plan table', () => {
  it('calls paid exactly the plans with a price, and each of them ends', () => {
    expect(PLAN_NAMES.filter((name) => PLAN_TABLE[name].amount > 0)).toEqual([...PAID_PLANS]);
    for (const name of PAID_PLANS) expect(PLAN_TABLE[name].days).toBeGreaterThan(0);
    expect(PLAN_TABLE.Basic).toMatchObject({ amount: 0, days: null });
    expect(PLAN_NAMES.filter((name) => PLAN_TABLE[name].popular)).toEqual(['Gold']);
  });
});

describe('PLANS', () => {
  it('shows each plan’s price in dollars, its days and the Most Popular mark from the table', () => {
    expect(PLANS.map(({ id, name, price, durationDays, durationLabel, popular, ctaLabel, priceId }) => ({ id, name, price, durationDays, durationLabel, popular, ctaLabel, priceId }))).toEqual([
      { id: 'basic', name: 'Basic', price: 0, durationDays: null, durationLabel: 'For Lifetime', popular: false, ctaLabel: 'Get Started', priceId: null },
      { id: 'silver', name: 'Silver', price: 10, durationDays: 10, durationLabel: '10 days', popular: false, ctaLabel: 'Choose Silver', priceId: 'price_silver_placeholder' },
      { id: 'gold', name: 'Gold', price: 30, durationDays: 60, durationLabel: '60 days', popular: true, ctaLabel: 'Choose Gold', priceId: 'price_gold_placeholder' },
      { id: 'platinum', name: 'Platinum', price: 50, durationDays: 40, durationLabel: '40 days', popular: false, ctaLabel: 'Choose Platinum', priceId: 'price_platinum_placeholder' },
    ]);
    for (const plan of PLANS) expect(plan.price * 100).toBe(PLAN_TABLE[plan.name].amount);
  });

  it('lists what the entitlement table gives each plan, in the pricing order', () => {
    const labels = (id: string) => findPlan(id)?.features.map((f) => f.label);
    expect(labels('basic')).toEqual(['Map', 'Contact', 'Location', 'Business Hours']);
    for (const id of ['silver', 'gold', 'platinum']) expect(findPlan(id)?.features).toEqual(FEATURES);
    expect(labels('gold')).toHaveLength(21);
    expect(findPlan('diamond')).toBeUndefined();
  });

  it('sells no feature as coming soon: every one is built', () => {
    expect(findPlan('gold')?.features.filter((f) => !f.built).map((f) => f.label)).toEqual([]);
  });
});
