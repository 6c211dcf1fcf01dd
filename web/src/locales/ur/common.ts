import type { common as english } from '../en/common';
import type { Translation } from '../types';

export const common: Translation<typeof english> = {
  language: {
    label: 'زبان',
    switchTo: '{{language}} میں دیکھیں',
  },
};
