import type { common as english } from '../en/common';
import type { Translation } from '../types';

export const common: Translation<typeof english> = {
  language: {
    label: 'زبان',
    switchTo: '{{language}} میں دیکھیں',
  },
  city: {
    Lahore: 'لاہور',
    Karachi: 'کراچی',
    Islamabad: 'اسلام آباد',
  },
  category: {
    'All Categories': 'تمام زمرے',
    Food: 'کھانا',
    Lifestyle: 'طرزِ زندگی',
    Health: 'صحت',
    Entertainment: 'تفریح',
  },
};
