// "Events & deals": the special offers (with a type and an optional end) and dated events.
import { CollapsibleSection } from './collapsible-section';
import { DealsEditor } from './deals-editor';
import { EventsEditor, SubTitle } from './events-editor';
import { extrasOf } from './extras';
import { LockedNote } from './locked-note';
import type { ListingForm } from './use-listing-form';

export function EventsDealsSection({ form, zone }: { form: ListingForm; zone: string }) {
  const { deals, events } = extrasOf(form);
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return (
    <CollapsibleSection
      form={form}
      title="Events & deals"
      summary={`${count(deals.length, 'offer', 'offers')}, ${count(events.length, 'event', 'events')}`}
      fields={['deals', 'events', 'specialOffers']}
      locked={!!(form.planNote('deals') || form.planNote('events'))}
    >
      <LockedNote form={form} feature={['deals', 'events']} />
      <SubTitle as="h4" style={{ marginTop: 0 }}>
        Deals, offers and discounts
      </SubTitle>
      <DealsEditor form={form} zone={zone} />
      <EventsEditor form={form} zone={zone} />
    </CollapsibleSection>
  );
}
