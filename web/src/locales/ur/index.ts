/** The Urdu interface, namespace by namespace; typed by the English so no key can be missing. */
import type { Resources } from '../en';
import type { Translation } from '../types';
import * as namespaces from './namespaces';

export const ur: Translation<Resources> = { ...namespaces };
