import type { layout as english } from '../en/layout';
import type { Translation } from '../types';

export const layout: Translation<typeof english> = {
  app: {
    skipToContent: 'مواد پر جائیں',
    loadingPage: 'صفحہ لوڈ ہو رہا ہے',
  },
  connection: {
    label: 'کنکشن',
    offlineTitle: 'آپ آف لائن ہیں۔',
    offlineDetail:
      'جو آپ پہلے دیکھ چکے ہیں وہ اسکرین پر رہے گا؛ آپ کے لکھے ہوئے ریویوز دوبارہ آن لائن ہونے پر بھیج دیے جائیں گے۔',
    updateLabel: 'اپ ڈیٹ',
    updateText: 'Card Deals کا نیا ورژن تیار ہے۔',
    updateNow: 'ابھی اپ ڈیٹ کریں',
    later: 'بعد میں',
  },
  footer: {
    label: 'فوٹر',
    about: 'ہمارے بارے میں',
    contact: 'ہم سے رابطہ کریں',
    terms: 'شرائط',
    privacy: 'پرائیویسی پالیسی',
    note: 'ڈیلز یہاں درج بینکوں اور دکانداروں کی طرف سے ہیں؛ ادائیگی سے پہلے شرائط ضرور دیکھ لیں۔',
  },
  navbar: {
    label: 'مرکزی',
    home: 'ہوم',
    myCards: 'میرے کارڈز',
    statistics: 'اعداد و شمار',
    about: 'ہمارے بارے میں',
    settings: 'سیٹنگز',
    admin: 'ایڈمن',
    logout: 'لاگ آؤٹ',
    openMenu: 'مینو کھولیں',
    closeMenu: 'مینو بند کریں',
    defaultName: 'صارف',
    profile: '{{name}}، پروفائل اور سیٹنگز',
    confirmTitle: 'لاگ آؤٹ کی تصدیق',
    confirmText: 'کیا آپ واقعی لاگ آؤٹ کرنا چاہتے ہیں؟',
    no: 'نہیں',
    yes: 'ہاں، لاگ آؤٹ کریں',
  },
  bell: {
    label: 'اطلاعات',
    unread: 'اطلاعات، {{shown}} بغیر پڑھی ہوئی',
  },
  publicHeader: {
    signup: 'سائن اپ',
    login: 'لاگ ان',
    logout: 'لاگ آؤٹ',
  },
  verifyBanner: {
    label: 'ای میل کی تصدیق',
    text: 'اپنی ڈیلز دیکھنے، پسندیدہ ڈیلز محفوظ کرنے اور ریویو لکھنے کے لیے اپنی ای میل کی تصدیق کریں: ہم نے <strong>{{email}}</strong> پر جو لنک بھیجا ہے اسے کھولیں۔',
    yourEmail: 'آپ کا ای میل ایڈریس',
  },
  session: {
    checking: 'آپ کا سیشن چیک کیا جا رہا ہے',
    leaving: 'آپ کو سائن آؤٹ کیا جا رہا ہے',
  },
  notFound: {
    title: 'صفحہ نہیں ملا',
    empty: 'ہمیں یہ صفحہ نہیں مل سکا۔',
    detail: 'ہو سکتا ہے لنک پرانا ہو، یا صفحہ کہیں اور منتقل ہو گیا ہو۔',
    browse: 'ڈیلز دیکھیں',
  },
  routeError: {
    chunkTitle: 'یہ صفحہ لوڈ نہیں ہو سکا',
    chunkDetail:
      'اپنا انٹرنیٹ کنکشن چیک کریں: کنکشن بحال ہوتے ہی صفحہ خود کھل جائے گا، یا دوبارہ کوشش کریں دبائیں۔',
    retry: 'دوبارہ کوشش کریں',
    generic: 'کچھ غلط ہو گیا۔',
    detail: 'براہ کرم تھوڑی دیر بعد دوبارہ کوشش کریں۔',
    back: 'واپس جائیں',
  },
};
