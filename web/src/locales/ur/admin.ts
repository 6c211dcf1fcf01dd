import type { admin as english } from '../en/admin';
import type { Translation } from '../types';

export const admin: Translation<typeof english> = {};
