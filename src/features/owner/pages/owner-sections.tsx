// The sections of the owner dashboard, loaded as one chunk while the shell stays on screen.
import { ListingsSection } from './sections/listings-section';
import { ListingEditor } from './sections/listing-editor';

export { OverviewSection } from './sections/overview-section';
export { ReviewsSection } from './sections/reviews-section';
export { NotificationsSection } from './sections/notifications-section';
export { LeadsSection } from './sections/leads-section';
export { BookingsSection } from './sections/bookings-section';
export { SettingsSection } from './sections/settings-section';
export { ListingsSection };

export { AnalyticsSection } from './sections/analytics-section';

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
