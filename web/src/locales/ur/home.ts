import type { home as english } from '../en/home';
import type { Translation } from '../types';

export const home: Translation<typeof english> = {
  title: 'ہوم',
  heading: 'آپ کے کارڈز کی ڈیلز',
  loadingCards: 'آپ کے کارڈ لوڈ ہو رہے ہیں',
  cardsFailed: 'ہم آپ کے کارڈ لوڈ نہیں کر سکے۔',
  cardsOffline: 'آپ آف لائن ہیں، اس لیے آپ کے کارڈ ابھی لوڈ نہیں ہو سکتے۔',
  cardsOfflineHint: 'کنکشن بحال ہوتے ہی یہ خود نظر آ جائیں گے۔',
  noCards: 'آپ نے کوئی کارڈ منتخب نہیں کیا، اس لیے یہ تمام کارڈز کے لیے HBL کی ڈیلز ہیں۔',
  chooseCards: 'اپنے کارڈ چنیں',
  loadFailed: 'ہم اس کارڈ کی ڈیلز لوڈ نہیں کر سکے۔',
  dealsFor: '{{card}} کی ڈیلز',
  genericDeals: '{{card}} کے لیے {{bank}} کی ڈیلز',
  allCards: 'تمام کارڈز',
  yourCards: 'آپ کے کارڈ',
  sort: {
    label: 'ترتیب',
    trending: 'مقبول',
    best: 'آج میرے لیے بہترین',
    near: 'میرے قریب',
    ranking: 'ترتیب کے لیے اس کارڈ کی تمام ڈیلز لوڈ ہو رہی ہیں…',
    rankedAll_one: 'اس کارڈ کی {{count}} ڈیل ترتیب میں',
    rankedAll_other: 'اس کارڈ کی تمام {{count}} ڈیلز ترتیب میں',
    rankedFirst_one: 'اس کارڈ کی پہلی {{count}} ڈیل ترتیب میں؛ اسکرول کرنے پر مزید شامل ہوں گی',
    rankedFirst_other: 'اس کارڈ کی پہلی {{count}} ڈیلز ترتیب میں؛ اسکرول کرنے پر مزید شامل ہوں گی',
  },
};
