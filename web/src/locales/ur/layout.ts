import type { layout as english } from '../en/layout';
import type { Translation } from '../types';

export const layout: Translation<typeof english> = {};
