// The sections of the admin dashboard, loaded as one chunk while the shell stays on screen.
import { AdminListingEditor } from './sections/admin-listing-editor';
import { ListingsSection } from './sections/listings-section';

export { OverviewSection } from './sections/overview-section';
export { UsersSection } from './sections/users-section';
export { AdsSection } from './sections/ads-section';
export { ReportsSection } from './sections/reports-section';
export { AnalyticsSection } from './sections/analytics-section';
export { InboxSection } from './sections/inbox-section';
export { ListingsSection };

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
