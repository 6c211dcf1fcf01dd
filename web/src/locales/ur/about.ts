import type { about as english } from '../en/about';
import type { Translation } from '../types';

export const about: Translation<typeof english> = {};
