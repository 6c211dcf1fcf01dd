import type { contact as english } from '../en/contact';
import type { Translation } from '../types';

export const contact: Translation<typeof english> = {
  pageTitle: 'ہم سے رابطہ کریں',
  title: 'ہم سے رابطہ کریں',
  intro:
    'کوئی ڈیل غلط لگ رہی ہے، کوئی بینک جو ہمیں شامل کرنا چاہیے، یا ایپ کے لیے کوئی خیال؟ ہمیں لکھیں، ہم ای میل پر جواب دیں گے۔',
  fields: {
    name: 'نام',
    email: 'ای میل',
    message: 'پیغام',
  },
  submit: 'پیغام بھیجیں',
  thankYou: 'رابطہ کرنے کا شکریہ! ہمیں آپ کا پیغام مل گیا ہے اور ہم جلد آپ سے رابطہ کریں گے۔',
  sendFailed: 'آپ کا پیغام نہیں بھیجا جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  rateLimited: 'بہت زیادہ پیغامات بھیجے گئے۔ براہِ کرم کچھ دیر بعد دوبارہ کوشش کریں۔',
  rateLimitedFor_one: 'بہت زیادہ پیغامات بھیجے گئے۔ براہِ کرم {{count}} منٹ بعد دوبارہ کوشش کریں۔',
  rateLimitedFor_other: 'بہت زیادہ پیغامات بھیجے گئے۔ براہِ کرم {{count}} منٹ بعد دوبارہ کوشش کریں۔',
};
