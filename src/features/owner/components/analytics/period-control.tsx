// The 7 / 30 / 90 days switch above the owner's figures.
import { SegmentedControl } from '@/components/segmented-control';
import { PERIODS, type Period } from '../../lib/stats-math';

const SEGMENTS = PERIODS.map((p) => ({ value: p, label: `${p} days` }));

export function PeriodControl({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  return <SegmentedControl label="Period" segments={SEGMENTS} value={value} onChange={onChange} />;
}
