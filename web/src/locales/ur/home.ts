import type { home as english } from '../en/home';
import type { Translation } from '../types';

export const home: Translation<typeof english> = {};
