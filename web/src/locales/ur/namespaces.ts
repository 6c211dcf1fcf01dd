/** Every namespace of the Urdu interface, a module each (named after its namespace). */
export { about } from './about';
export { admin } from './admin';
export { auth } from './auth';
export { brandSearch } from './brandSearch';
export { cards } from './cards';
export { common } from './common';
export { contact } from './contact';
export { deal } from './deal';
export { home } from './home';
export { landing } from './landing';
export { layout } from './layout';
export { legal } from './legal';
export { messages } from './messages';
export { notifications } from './notifications';
export { settings } from './settings';
export { statistics } from './statistics';
