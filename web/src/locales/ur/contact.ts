import type { contact as english } from '../en/contact';
import type { Translation } from '../types';

export const contact: Translation<typeof english> = {};
