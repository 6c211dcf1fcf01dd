import type { auth as english } from '../en/auth';
import type { Translation } from '../types';

export const auth: Translation<typeof english> = {};
