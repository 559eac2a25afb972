// Pure helpers of the Users tab: the search, the per-owner listing counts and the labels.
import { PLAN_NAMES, PLAN_TABLE, priceInDollars } from '@shared/plans';
import { formatPlanDate } from '@/features/plans';
import type { AdminProfile, PlanName } from '../data/profile-schema';

type Searchable = Pick<AdminProfile, 'fullName' | 'email' | 'businessName'>;

/** Every word of `query` appears in the name, email or business name (case and accents ignored). */
export function matchesUserQuery(user: Searchable, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${user.fullName} ${user.email} ${user.businessName}`);
  return words.every((word) => haystack.includes(word));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** How many live (non-deleted) listings each owner has. */
export function countListingsByOwner(listings: readonly { ownerId: string; _deleted?: boolean }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const listing of listings) {
    if (listing._deleted) continue;
    counts.set(listing.ownerId, (counts.get(listing.ownerId) ?? 0) + 1);
  }
  return counts;
}

/** "Gold Plan · until 12 Jan 2027", "Basic Plan", "Plan ended", "No plan". */
export function planLabel(plan: PlanName | null, expiresAt: number | null = null, now = Date.now()): string {
  if (!plan) return 'No plan';
  if (expiresAt === null) return `${plan} Plan`;
  return expiresAt > now ? `${plan} Plan · until ${formatPlanDate(expiresAt)}` : 'Plan ended';
}

/** The name a card leads with: the full name, else the email. */
export const userDisplayName = (user: Pick<AdminProfile, 'fullName' | 'email'>) => user.fullName.trim() || user.email || 'Unnamed user';

const joined = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Joined Mar 4, 2025", or null when the date is unknown. */
export const formatJoined = (ms: number) => (ms > 0 ? joined.format(ms) : null);

/** "$30 · 60 days", "Free · never expires". */
function planSummary(plan: PlanName): string {
  const price = priceInDollars(plan);
  const { days } = PLAN_TABLE[plan];
  return `${price === 0 ? 'Free' : `$${price}`} · ${days === null ? 'never expires' : `${days} days`}`;
}

/** What each plan is, for the plan chooser (prices per listing, as on the pricing page), from the plan table. */
export const PLAN_SUMMARY = Object.fromEntries(PLAN_NAMES.map((plan) => [plan, planSummary(plan)])) as Record<PlanName, string>;
