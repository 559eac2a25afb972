// The sections of the owner dashboard, loaded as one chunk while the shell stays on screen.
import { ChartColumn } from '@/components/icons';
import { SectionPlaceholder } from '@/components/section-placeholder';
import { ListingsSection } from './sections/listings-section';
import { ListingEditor } from './sections/listing-editor';

export { OverviewSection } from './sections/overview-section';
export { ReviewsSection } from './sections/reviews-section';
export { NotificationsSection } from './sections/notifications-section';
export { SettingsSection } from './sections/settings-section';
export { ListingsSection };

export function AnalyticsSection() {
  return (
    <SectionPlaceholder icon={<ChartColumn />} heading="Analytics" title="Coming soon">
      Views and visits for each of your listings, in one place.
    </SectionPlaceholder>
  );
}

/** The dialog opens over My Listings, where the new listing appears once saved. */
export function NewListingSection() {
  return (
    <>
      <ListingsSection />
      <ListingEditor mode="create" />
    </>
  );
}

export function EditListingSection() {
  return (
    <>
      <ListingsSection />
      <ListingEditor mode="edit" />
    </>
  );
}
