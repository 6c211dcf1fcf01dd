/** The Urdu interface, namespace by namespace; typed by the English so no key can be missing. */
import type { Resources } from '../en';
import type { Translation } from '../types';
import { about } from './about';
import { admin } from './admin';
import { auth } from './auth';
import { brandSearch } from './brandSearch';
import { cards } from './cards';
import { common } from './common';
import { contact } from './contact';
import { deal } from './deal';
import { home } from './home';
import { landing } from './landing';
import { layout } from './layout';
import { legal } from './legal';
import { messages } from './messages';
import { notifications } from './notifications';
import { settings } from './settings';
import { statistics } from './statistics';

export const ur: Translation<Resources> = {
  about,
  admin,
  auth,
  brandSearch,
  cards,
  common,
  contact,
  deal,
  home,
  landing,
  layout,
  legal,
  messages,
  notifications,
  settings,
  statistics,
};
