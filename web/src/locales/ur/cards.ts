import type { cards as english } from '../en/cards';
import type { Translation } from '../types';

export const cards: Translation<typeof english> = {};
