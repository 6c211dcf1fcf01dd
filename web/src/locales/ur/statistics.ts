import type { statistics as english } from '../en/statistics';
import type { Translation } from '../types';

export const statistics: Translation<typeof english> = {};
