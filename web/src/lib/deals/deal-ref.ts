/** A deal document's reference. Needs the Firestore SDK: import it on demand (see lib/firebase). */
import { dealEntity } from '@deals/shared';
import { type Firestore, doc } from 'firebase/firestore';
import type { DealRouteParams } from '@/config/paths';

/** Banks/{bankId}/Cities/{cityId}/Deals/{dealId}. */
export const dealRef = (db: Firestore, ids: DealRouteParams) => doc(db, dealEntity.docPath(ids));
