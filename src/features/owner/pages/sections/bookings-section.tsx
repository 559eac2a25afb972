// Bookings: diners' table requests for this owner's listings and each listing's booking rules
// (the bookings feature draws both; this section hands it the owner's listings and plan).
import { useSession } from '@/features/auth';
import { OwnerBookings } from '@/features/bookings';
import { effectivePlan } from '@shared/plan-features';
import { useOwnerListings } from '../../data/use-owner-listings';

export function BookingsSection() {
  const { profile } = useSession();
  const { listings, loading } = useOwnerListings();
  const plan = effectivePlan(profile ?? undefined, Date.now());
  const shown = listings.map((l) => ({ id: l.id, title: l.title, approved: l.status === 'approved' }));
  return <OwnerBookings listings={shown} plan={plan} loading={loading} />;
}
