// The Listings tab's status filter: one pressed button per status, each with its count.
import { SegmentedControl } from '@/components/segmented-control';
import type { StatusFilterValue } from '../data/filter-listings';

const STATUS_FILTERS: readonly { value: StatusFilterValue; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

interface Props {
  value: StatusFilterValue;
  counts: Record<StatusFilterValue, number>;
  onChange: (value: StatusFilterValue) => void;
}

export function StatusFilter({ value, counts, onChange }: Props) {
  const segments = STATUS_FILTERS.map((f) => ({ ...f, count: counts[f.value] }));
  // Four labels with counts do not fit one row on a phone: a tidy 2 × 2 block there.
  return <SegmentedControl label="Filter by status" segments={segments} value={value} onChange={onChange} blockOnPhones />;
}
