import { pakistanDate } from '@deals/shared';
import { useState } from 'react';

/** Today's date in Pakistan, fixed for the life of the page: deals run by the calendar there. */
export function useToday(): string {
  const [today] = useState(() => pakistanDate(Date.now()));
  return today;
}
