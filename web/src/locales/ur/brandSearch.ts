import type { brandSearch as english } from '../en/brandSearch';
import type { Translation } from '../types';

export const brandSearch: Translation<typeof english> = {};
