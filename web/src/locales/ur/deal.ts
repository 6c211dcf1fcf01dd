import type { deal as english } from '../en/deal';
import type { Translation } from '../types';

export const deal: Translation<typeof english> = {};
