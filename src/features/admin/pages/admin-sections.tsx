// The sections of the admin dashboard, loaded as one chunk while the shell stays on screen.
import { ChartColumn } from '@/components/icons';
import { SectionPlaceholder } from '@/components/section-placeholder';
import { AdminListingEditor } from './sections/admin-listing-editor';
import { ListingsSection } from './sections/listings-section';

export { OverviewSection } from './sections/overview-section';
export { UsersSection } from './sections/users-section';
export { AdsSection } from './sections/ads-section';
export { ReportsSection } from './sections/reports-section';
export { ListingsSection };

export function AnalyticsSection() {
  return (
    <SectionPlaceholder icon={<ChartColumn />} heading="Analytics" title="Coming soon">
      Visits, searches and listing views across Forkful, in one place.
    </SectionPlaceholder>
  );
}

/** The dialog opens over Listings, where the new listing appears once saved. */
export function NewListingSection() {
  return (
    <>
      <ListingsSection />
      <AdminListingEditor mode="create" />
    </>
  );
}

export function EditListingSection() {
  return (
    <>
      <ListingsSection />
      <AdminListingEditor mode="edit" />
    </>
  );
}
