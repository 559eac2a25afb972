// Ad Management (stub until its own step lands): the sponsored ads and where they show.
import { Megaphone } from 'lucide-react';
import { SectionPlaceholder } from '@/components/section-placeholder';

export function AdsSection() {
  return (
    <SectionPlaceholder icon={<Megaphone />} heading="Ad Management" title="Sponsored ads">
      Creating, editing and pausing sponsored ads arrives in the next release.
    </SectionPlaceholder>
  );
}
