import type { cards as english } from '../en/cards';
import type { Translation } from '../types';

export const cards: Translation<typeof english> = {
  pageTitle: {
    afterSignUp: 'اپنے کارڈز سیٹ اپ کریں',
    mine: 'میرے کارڈز',
  },
  page: {
    titleAfterSignUp: 'خوش آمدید! اپنے کارڈز سیٹ اپ کریں',
    title: 'میرے کارڈز',
    intro:
      'پہلے وہ بینک چنیں جن میں آپ کا اکاؤنٹ ہے، پھر وہ کارڈز جو آپ کے پاس ہیں۔ ہم آپ کو وہ ڈیلز دکھائیں گے جو ان پر ملتی ہیں۔',
    logInToSave: 'اپنے کارڈز محفوظ کرنے کے لیے <login>لاگ اِن کریں</login>۔',
    banks: 'بینک',
    loadingBanks: 'بینک لوڈ ہو رہے ہیں',
    banksFailed: 'بینک لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
    cards: 'کارڈز',
    submit: 'چلیں، ڈیلز کی تلاش شروع کریں!',
    notLoggedIn: 'آپ لاگ اِن نہیں ہیں',
    saveFailed: 'آپ کے منتخب کارڈز محفوظ کرتے ہوئے کچھ غلط ہو گیا۔',
    savedOnDevice: 'آپ کے کارڈز اس ڈیوائس پر محفوظ ہیں اور کنکشن بحال ہوتے ہی بھیج دیے جائیں گے۔',
    confirmTitle: 'کوئی کارڈ منتخب نہیں',
    cancel: 'منسوخ کریں',
    ok: 'ٹھیک ہے',
  },
  dropdown: {
    bankCards: '{{bank}} کے کارڈز',
    selected: '{{n}} منتخب',
    loading: '{{bank}} کے کارڈز لوڈ ہو رہے ہیں',
    loadError: 'کارڈز لوڈ کرنے میں خرابی: {{reason}}',
    failed: 'بینک کے کارڈز لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔',
    retry: 'دوبارہ کوشش کریں',
    noCards: 'اس بینک کا کوئی کارڈ دستیاب نہیں',
    defaultCard: 'عام کارڈ',
  },
  panel: {
    title: 'آپ کا انتخاب',
    banks_one: '{{count}} بینک',
    banks_other: '{{count}} بینک',
    cards_one: '{{count}} کارڈ',
    cards_other: '{{count}} کارڈز',
    summary: '{{banks}}، {{cards}} منتخب',
    chooseBank: 'شروع کرنے کے لیے کوئی بینک چنیں۔',
    noCards: 'کوئی کارڈ منتخب نہیں',
  },
};
