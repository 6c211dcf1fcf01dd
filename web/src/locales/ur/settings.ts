import type { settings as english } from '../en/settings';
import type { Translation } from '../types';

export const settings: Translation<typeof english> = {
  pageTitle: 'سیٹنگز',
  title: 'سیٹنگز',
  profile: {
    title: 'پروفائل',
    name: 'نام',
    email: 'ای میل',
    defaultName: 'صارف',
    contact: 'ہم سے رابطہ کریں',
    deleteAccount: 'اکاؤنٹ ڈیلیٹ کریں',
  },
  changePassword: {
    title: 'پاس ورڈ بدلیں',
    google: 'آپ Google کے ذریعے سائن اِن کرتے ہیں، اس لیے یہاں بدلنے کو کوئی پاس ورڈ نہیں۔',
    current: 'موجودہ پاس ورڈ',
    new: 'نیا پاس ورڈ',
    confirm: 'نئے پاس ورڈ کی تصدیق کریں',
    submit: 'پاس ورڈ اپ ڈیٹ کریں',
  },
  favourites: {
    title: 'آپ کی پسندیدہ ڈیلز',
    loading: 'آپ کی پسندیدہ ڈیلز لوڈ ہو رہی ہیں',
    empty:
      'ابھی آپ کی کوئی پسندیدہ ڈیل نہیں۔ ڈیلز دیکھیں اور پسندیدہ میں شامل کرنے کے لیے دل کے نشان پر کلک کریں۔',
    specialOffer: 'خصوصی آفر',
    added: '{{date}} کو شامل کی گئی',
    remove: 'ہٹائیں',
    removeLabel: '{{title}} ہٹائیں',
  },
  deleteAccount: {
    title: 'اکاؤنٹ ڈیلیٹ کریں',
    warning:
      'اس سے آپ کا اکاؤنٹ، آپ کے محفوظ کارڈز اور آپ کی پسندیدہ ڈیلز ہمیشہ کے لیے ڈیلیٹ ہو جائیں گی۔ یہ عمل واپس نہیں ہو سکتا۔',
    password: 'پاس ورڈ',
    enterPassword: 'تصدیق کے لیے براہِ کرم اپنا پاس ورڈ درج کریں',
    cancel: 'منسوخ کریں',
    submit: 'اکاؤنٹ ڈیلیٹ کریں',
    done: 'آپ کا اکاؤنٹ ڈیلیٹ ہو گیا ہے۔',
  },
};
