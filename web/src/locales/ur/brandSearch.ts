import type { brandSearch as english } from '../en/brandSearch';
import type { Translation } from '../types';

export const brandSearch: Translation<typeof english> = {
  panel: {
    loading: 'آپ کے لیے یہ جگہ تلاش کی جا رہی ہے ...',
    error: 'کچھ غلط ہو گیا۔ دوبارہ کوشش کریں۔',
    empty: 'کوئی نتیجہ نہیں ملا۔ دوسرے الفاظ سے تلاش کر کے دیکھیں۔',
    noRecent: 'کوئی حالیہ تلاش نہیں۔ برانڈز یا جگہیں تلاش کرنے کے لیے لکھنا شروع کریں۔',
    recent: 'حالیہ تلاش',
    clearAll: 'سب صاف کریں',
    brands: 'برانڈز',
    availableIn: '{{count}} بینکوں میں دستیاب',
    inputLabel: 'برانڈز تلاش کریں',
    clear: 'تلاش صاف کریں',
    placeholder: 'برانڈز یا جگہیں تلاش کریں',
    placeholderNamed: 'برانڈز تلاش کریں، جیسے {{names}}',
  },
  modal: {
    title: 'برانڈز تلاش کریں',
  },
  detail: {
    deals_one: '{{count}} ڈیل',
    deals_other: '{{count}} ڈیلز',
    tapHint: 'کارڈ دیکھنے کے لیے ٹیپ کریں',
    cards: 'کارڈ',
    availableAcross: '{{count}} بینکوں میں دستیاب ڈیلز',
  },
  routes: {
    searchTitle: 'برانڈ تلاش',
    searchHeading: 'برانڈز تلاش کریں',
    detailTitle: 'برانڈ کی تفصیل',
    loadingBrand: 'برانڈ لوڈ ہو رہا ہے',
  },
};
