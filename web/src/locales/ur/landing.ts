import type { landing as english } from '../en/landing';
import type { Translation } from '../types';

export const landing: Translation<typeof english> = {
  trending: 'مقبول رعایتیں',
  hero: {
    title: 'ہر کارڈ کی ڈیل، اب <highlight>آپ کے ہاتھ میں</highlight>',
    lead: 'جو بینک کارڈ آپ کے پاس پہلے سے ہیں، ان پر خصوصی رعایتیں صرف ایک ٹیپ میں پائیں۔ لاہور، کراچی اور اسلام آباد میں ریسٹورنٹ، شاپنگ، تفریح اور صحت۔',
    happyUsers: 'خوش صارفین',
    activeDeals: 'جاری ڈیلز',
    partnerBanks: 'شراکت دار بینک',
  },
  badges: {
    install: 'ایپ انسٹال کریں',
    mobileApp: 'موبائل ایپ',
    appStore: 'App Store سے ڈاؤن لوڈ کریں',
    googlePlay: 'Google Play سے حاصل کریں',
    newTab: '{{label}} (نئے ٹیب میں کھلتا ہے)',
    appStoreLine: 'ڈاؤن لوڈ کریں',
    googlePlayLine: 'حاصل کریں',
  },
};
