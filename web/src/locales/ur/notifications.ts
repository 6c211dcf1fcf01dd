import type { notifications as english } from '../en/notifications';
import type { Translation } from '../types';

export const notifications: Translation<typeof english> = {};
