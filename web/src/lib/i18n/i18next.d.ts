/** Typed translation keys: `t('landing:hero.title')` fails to compile when the key does not exist. */
import 'i18next';
import type { Resources } from '@/locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    returnNull: false;
  }
}
