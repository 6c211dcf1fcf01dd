import type { legal as english } from '../en/legal';
import type { Translation } from '../types';

export const legal: Translation<typeof english> = {};
