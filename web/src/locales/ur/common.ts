import type { common as english } from '../en/common';
import type { Translation } from '../types';

export const common: Translation<typeof english> = {
  language: {
    label: 'زبان',
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
  specialOffer: 'خصوصی آفر',
  percentOff: '{{percent}}% رعایت',
  pkr: '{{amount}} روپے',
  back: 'واپس',
  retry: 'دوبارہ کوشش کریں',
  spinner: {
    loading: 'لوڈ ہو رہا ہے',
    working: 'کام جاری ہے',
  },
  modal: {
    close: 'بند کریں',
  },
  passwordField: {
    password: 'پاس ورڈ',
    show: 'پاس ورڈ دکھائیں',
    hide: 'پاس ورڈ چھپائیں',
    showNamed: 'پاس ورڈ دکھائیں ({{label}})',
    hideNamed: 'پاس ورڈ چھپائیں ({{label}})',
  },
  bankLogos: {
    label: 'بینک',
    more: 'اور {{count}} مزید',
  },
  cardTags: {
    label: 'اہل کارڈ',
    fewer: 'کم دکھائیں',
    more: 'اور {{count}} مزید',
  },
  heartRating: {
    label: '5 میں سے {{value}} ریٹنگ',
  },
  distance: {
    km: '{{value}} کلومیٹر',
    m: '{{value}} میٹر',
    away: ' دور',
  },
  dealCard: {
    cardsFor: '{{title}} کے لیے کارڈ',
    addFavourite: 'پسندیدہ میں شامل کریں',
    removeFavourite: 'پسندیدہ سے ہٹائیں',
  },
  grid: {
    loading: 'لوڈ ہو رہا ہے...',
    loadingDeals: 'ڈیلز لوڈ ہو رہی ہیں...',
    loadingPlaces: 'جگہیں لوڈ ہو رہی ہیں...',
  },
  browse: {
    noItems: 'کوئی ڈیل نہیں ملی',
    noItemsHint: 'جو آپ ڈھونڈ رہے ہیں اسے پانے کے لیے فلٹر یا تلاش کے الفاظ بدل کر دیکھیں',
    noMatch: 'کوئی ڈیل آپ کے فلٹرز سے میل نہیں کھاتی',
    loadFailed: 'ہم ابھی ڈیلز لوڈ نہیں کر سکے۔',
    loadFailedHint: 'اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔',
    offlineHint:
      'آپ آف لائن ہیں۔ کنکشن بحال ہوتے ہی ڈیلز خود لوڈ ہو جائیں گی، یا "دوبارہ کوشش کریں" دبائیں۔',
    moreFailed: 'مزید ڈیلز لوڈ نہیں ہو سکیں۔',
    nearTitle: 'آپ کے قریب',
    noNear: 'اس شہر میں ابھی آپ کے قریب کچھ نہیں',
    noNearHint: 'کوئی اور شہر چنیں، یا سب کچھ دیکھنے کے لیے "مقبول" دبائیں۔',
    searchResults: '{{term}} کے تلاش کے نتائج',
    brandSearch: 'تمام بینکوں میں برانڈز تلاش کریں',
  },
  nearMe: {
    group: 'ترتیب',
    trending: 'مقبول',
    nearMe: 'میرے قریب',
    locating: 'آپ کا مقام معلوم کیا جا رہا ہے...',
    denied:
      'اس سائٹ کے لیے لوکیشن بند ہے، اس لیے ہم فاصلے کے لحاظ سے ترتیب نہیں دے سکتے۔ اجازت دینے کے لیے سائٹ کی سیٹنگز کھولیں (ایڈریس بار کے ساتھ والا آئیکن)، لوکیشن کو "اجازت دیں" پر کریں، پھر دوبارہ "میرے قریب" دبائیں۔',
    unavailable:
      'ہمیں آپ کا مقام نہیں مل سکا۔ دیکھ لیں کہ اس ڈیوائس پر لوکیشن (GPS) آن ہے، پھر دوبارہ "میرے قریب" دبائیں۔',
  },
  placeTile: {
    upTo: '{{percent}}% تک رعایت',
    banks_one: '{{count}} بینک',
    banks_other: '{{count}} بینک',
  },
  followPlace: {
    logIn: 'جگہوں کو فالو کرنے اور ان کی نئی ڈیلز کی خبر پانے کے لیے لاگ اِن کریں۔',
    failed: 'یہ فالو اپ ڈیٹ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔',
    unfollowed: 'اب آپ {{name}} کو فالو نہیں کر رہے۔',
    followed: 'آپ {{name}} کو فالو کر رہے ہیں: نئی اور بہتر ڈیلز پر آپ کو اطلاع ملے گی۔',
    following: '{{name}} کو فالو کر رہے ہیں',
    follow: '{{name}} کو فالو کریں',
  },
  favourites: {
    title: 'آپ کی پسندیدہ ڈیلز',
    loading: 'پسندیدہ ڈیلز لوڈ ہو رہی ہیں',
    empty:
      'ابھی آپ کی کوئی پسندیدہ ڈیل نہیں۔ ڈیلز دیکھیں اور پسندیدہ میں شامل کرنے کے لیے دل کے نشان پر کلک کریں۔',
    allCards: 'تمام کارڈ',
    cardsFor: '{{title}} کے کارڈ: {{cards}}',
    added: '{{date}} کو شامل کی گئی',
    remove: 'ہٹائیں',
    removeNamed: '{{title}} ہٹائیں',
    cardsTitle: 'رعایت والے کارڈ',
    allCardsOfBank: 'یہ ڈیل بینک کے تمام کارڈز پر دستیاب ہے۔',
  },
  searchBox: {
    label: 'ڈیلز تلاش کریں',
    placeholder: 'ریسٹورنٹ، برانڈ یا ڈیل تلاش کریں',
    clear: 'تلاش صاف کریں',
  },
  filters: {
    toolbar: 'فلٹرز',
    favourites: 'پسندیدہ',
    discount: 'رعایت',
    ratings: 'ریٹنگ',
    cities: 'شہر',
    categories: 'زمرے',
    showAll: 'سب دکھائیں',
    discountAtLeast: '{{value}}% یا زیادہ',
    rating: 'ریٹنگ {{value}}',
    active: 'لاگو فلٹرز',
    clear: 'فلٹر {{label}} ہٹائیں',
  },
};
