// What the analytics page says when there is nothing to count yet: no listings, or listings no
// diner has seen so far (and when their numbers will appear).
import { ChartColumn, Plus } from '@/components/icons';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { EmptyHint, EmptyPanel } from '../section-parts';

export function NoListingsYet() {
  return (
    <EmptyPanel>
      <EmptyState icon={<ChartColumn size={28} />} title="No listings to show figures for">
        <EmptyHint>Add your restaurant, café or bakery, and once it is approved you will see here how many diners view it, save it and get in touch.</EmptyHint>
        <ButtonLink to="/user-dashboard/new-listing" $size="sm">
          <Plus size={16} aria-hidden="true" /> Add a listing
        </ButtonLink>
      </EmptyState>
    </EmptyPanel>
  );
}

export function NoCountsYet({ pending }: { pending: boolean }) {
  return (
    <EmptyPanel data-testid="stats-empty">
      <EmptyState icon={<ChartColumn size={28} />} title="No visits counted yet">
        <EmptyHint>
          Numbers appear here once diners see your listings in results and open them. Each phone or computer counts once per listing per day, however
          often it comes back, and nothing about the diner is kept.
        </EmptyHint>
        <EmptyHint>{pending ? 'Your pending listings are not counted until they are approved.' : 'Pending listings are not counted until they are approved.'}</EmptyHint>
      </EmptyState>
    </EmptyPanel>
  );
}
