import type { settings as english } from '../en/settings';
import type { Translation } from '../types';

export const settings: Translation<typeof english> = {};
