// The push of an owner's listings: the server-checked push (src/lib/db/server-push.ts) of
// listings/{id}, so an edit another device (or an admin) pushed meanwhile comes back as a
// conflict for listing-conflict.ts to merge, and a push whose answer was lost writes nothing.
import type { Firestore } from 'firebase/firestore';
import type { RxConflictHandler } from 'rxdb';
import { serverPush } from '@/lib/db/server-push';
import type { OwnerListing } from '@/domain/listing';

export function listingPushHandler(database: Firestore, isEqual: RxConflictHandler<OwnerListing>['isEqual']) {
  return serverPush<OwnerListing>(database, 'listings', 'id', isEqual);
}
