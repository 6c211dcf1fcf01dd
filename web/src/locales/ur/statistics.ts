import type { statistics as english } from '../en/statistics';
import type { Translation } from '../types';

export const statistics: Translation<typeof english> = {
  page: {
    title: 'بینک کارڈز کا موازنہ',
    bankCards: '{{bank}} کے کارڈز',
    loading: 'اعداد و شمار لوڈ ہو رہے ہیں...',
    loadFailed: 'بینکوں کا ڈیٹا لوڈ نہیں ہو سکا',
    offlineHint:
      'آپ آف لائن ہیں۔ کنکشن بحال ہوتے ہی اعداد و شمار خود لوڈ ہو جائیں گے، یا دوبارہ کوشش کریں دبائیں۔',
    bankNotFound: 'بینک نہیں ملا',
    cardNotFound: 'کارڈ نہیں ملا',
    goBack: 'واپس جائیں',
    unknownError: 'نامعلوم خرابی',
    separator: '، ',
  },
  comparison: {
    subtitle: 'اپنی پسند کے مطابق بہترین کارڈ چنیں',
    city: 'شہر',
    heading: 'بینکوں کے اعداد و شمار کا موازنہ',
    fellBack:
      '{{banks}} کے لیے ابھی {{city}} کے اعداد و شمار نہیں ہیں؛ {{fallback}} کے دکھائے جا رہے ہیں۔',
    noBanks: 'ابھی موازنے کے لیے کوئی بینک نہیں۔',
    distributionHeading: 'بینک کے لحاظ سے ڈیلز کی تقسیم',
    loadingChart: 'چارٹ لوڈ ہو رہا ہے',
    insight:
      'جن بینکوں کی کھانے اور طرزِ زندگی کی ڈیلز زیادہ ہوں، وہ عموماً روزمرہ اخراجات پر زیادہ بچت دیتے ہیں۔',
  },
  bankRow: {
    offers: 'کل دستیاب آفرز:',
    locations: 'منفرد مقامات:',
    branches: 'برانچیں:',
    youHold_one: 'آپ کے پاس 1 کارڈ ہے',
    youHold_other: 'آپ کے پاس {{count}} کارڈ ہیں',
  },
  bestCards: {
    heading: '{{city}} میں ہر زمرے کے لیے آپ کا بہترین کارڈ',
    failed: 'آپ کے کارڈز کا موازنہ ابھی دستیاب نہیں۔',
    counting: 'آپ کے کارڈز کی ڈیلز گنی جا رہی ہیں...',
    winner_one: '({{bank}}، 1 ڈیل)',
    winner_other: '({{bank}}، {{count}} ڈیلز)',
    none: 'یہاں ابھی آپ کے کسی کارڈ پر کوئی ڈیل نہیں',
  },
  bankView: {
    back: '→ واپس',
    backLabel: 'تمام بینکوں پر واپس جائیں',
    dealsIn: '{{city}} میں ڈیلز',
    noCards: 'اس بینک کا کوئی کارڈ دستیاب نہیں',
    yourCard: 'آپ کا کارڈ',
    dealCount: 'ڈیلز کی تعداد:',
    viewDeals: 'کارڈ کی ڈیلز دیکھیں',
    viewDealsLabel: 'کارڈ کی ڈیلز دیکھیں: {{card}}',
  },
  cardView: {
    back: '→ واپس',
    backLabel: '{{bank}} کے کارڈز پر واپس جائیں',
    category: 'زمرہ',
    dealsHeading: '{{category}} کی ڈیلز',
    loading: 'ڈیلز لوڈ ہو رہی ہیں...',
    empty: 'اس کارڈ پر {{category}} کی کوئی ڈیل دستیاب نہیں۔',
    emptyDetail: 'مزید ڈیلز دیکھنے کے لیے کوئی اور زمرہ منتخب کر کے دیکھیں۔',
    discountBadge: 'رعایت',
  },
  cardTier: {
    Standard: 'اسٹینڈرڈ',
  },
  cardType: {
    Debit: 'ڈیبٹ',
    Credit: 'کریڈٹ',
  },
  categoryButton: {
    Food: 'کھانا',
    Entertainment: 'تفریح',
    Lifestyle: 'طرزِ زندگی',
    Health: 'صحت و خوبصورتی',
  },
  series: {
    Food: 'کھانا',
    Entertainment: 'تفریح',
    Lifestyle: 'طرزِ زندگی',
    Health: 'صحت و فٹنس',
  },
};
