import type { notifications as english } from '../en/notifications';
import type { Translation } from '../types';

export const notifications: Translation<typeof english> = {
  pageTitle: 'اطلاعات',
  heading: 'اطلاعات',
  markAllRead: 'سب کو پڑھا ہوا نشان زد کریں',
  markAllError: 'انہیں پڑھا ہوا نشان زد نہیں کیا جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  markReadError: 'اسے پڑھا ہوا نشان زد نہیں کیا جا سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
  loading: 'اطلاعات لوڈ ہو رہی ہیں',
  loadError: {
    title: 'آپ کی اطلاعات لوڈ نہیں ہو سکیں',
    body: 'اپنا انٹرنیٹ کنکشن دیکھیں اور دوبارہ کوشش کریں۔',
    retry: 'دوبارہ کوشش کریں',
  },
  empty: {
    title: 'ابھی کوئی اطلاع نہیں',
    body: 'جب آپ کے شہر میں آپ کے کسی کارڈ پر نئی ڈیل آئے، جب آپ کی فالو کی ہوئی کسی جگہ پر نئی یا بہتر ڈیل آئے، اور کسی پسندیدہ ڈیل کے ختم ہونے سے تین دن پہلے، آپ کو یہاں اطلاع ملے گی۔',
  },
  text: {
    'place-new': { title: '{{deal}} پر نئی ڈیل', body: '{{bank}} کارڈز پر {{discount}}۔' },
    'place-better': { title: '{{deal}} پر بہتر ڈیل', body: 'اب {{bank}} کارڈز پر {{discount}}۔' },
    'card-new': {
      title: 'آپ کے {{bank}} کارڈ کے لیے نئی ڈیل: {{deal}}',
      body: 'رعایت: {{discount}}',
    },
    'favourite-expiring': {
      title: '{{deal}} جلد ختم ہو رہی ہے',
      body: 'آپ کی پسندیدہ ڈیل ({{discount}}) {{until}} کو ختم ہو رہی ہے۔',
      bodyNoDate: 'آپ کی پسندیدہ ڈیل ({{discount}}) اپنے آخری دن ختم ہو رہی ہے۔',
    },
    'deal-reported': {
      title: 'کام نہ کرنے کی شکایت: {{deal}}',
      body: 'ممبرز کہتے ہیں کہ {{bank}} کی یہ ڈیل ({{discount}}) کاؤنٹر پر نہیں ملی۔ ایڈمن صفحے کی فہرست دیکھیں۔',
    },
  },
  unread: 'نہ پڑھی گئی: ',
  markRead: 'پڑھا ہوا',
  markReadLabel: '“{{title}}” کو پڑھا ہوا نشان زد کریں',
  alertCity: {
    label: 'میرے کارڈز پر نئی ڈیلز، اس شہر میں',
    saveError: 'شہر محفوظ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
    saved: 'آپ کو {{city}} میں نئی ڈیلز کی اطلاع ملے گی۔',
  },
};
