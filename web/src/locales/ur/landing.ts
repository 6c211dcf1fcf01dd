import type { landing as english } from '../en/landing';
import type { Translation } from '../types';

export const landing: Translation<typeof english> = {};
