// How the admin's analytics figures read: counts, money from cents, and the "as of" moment.

/** "1,230". */
export const wholeNumber = (n: number) => n.toLocaleString('en-US');

/** "1 new account", "12 new accounts". */
export const counted = (n: number, noun: string) => `${wholeNumber(n)} ${noun}${n === 1 ? '' : 's'}`;

/** "$1,230" (whole dollars) or "$12.50": cents in, the currency's own symbol out. */
export function formatMoney(cents: number, currency = 'usd'): string {
  const whole = cents % 100 === 0;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** "26 Nov 2026, 03:45": when the figures were read, in the admin's own time. */
export function formatAsOf(ms: number): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(ms);
}

/** The sum of each plan's amounts over the months shown. */
export function totalByPlan(months: { byPlan: Record<string, number> }[], plans: string[]): Record<string, number> {
  return Object.fromEntries(plans.map((plan) => [plan, months.reduce((sum, m) => sum + (m.byPlan[plan] ?? 0), 0)]));
}
