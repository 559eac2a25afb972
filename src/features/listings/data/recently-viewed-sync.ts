// Recently viewed as the app's user switch sees it: no replication, only device data that is
// forgotten with the rest of a user's data (src/app/sync/user-switch.ts).
import type { UserSyncModule } from '@/lib/db/user-collections';
import { removeLocalRecentlyViewed } from './recently-viewed';

export default { kinds: [], removeLocal: removeLocalRecentlyViewed } satisfies UserSyncModule;
