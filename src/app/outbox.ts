// Who sends what waits in the device's outbox (src/lib/outbox): each feature's sender, started
// with the background services so a message written offline goes out on any page.
import { registerOutboxSender, startOutbox } from '@/lib/outbox';
import { CONTACT_KIND, contactSender } from '@/features/marketing/data/send-contact-message';
import { LEAD_KIND, leadSender } from '@/features/listings/data/send-lead';

export function startOutboxes() {
  registerOutboxSender(CONTACT_KIND, contactSender);
  registerOutboxSender(LEAD_KIND, leadSender);
  startOutbox();
}
