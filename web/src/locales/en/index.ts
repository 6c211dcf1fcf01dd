/** The English interface: every namespace, as the components' translation keys name them. */
import * as namespaces from './namespaces';

export const en = { ...namespaces };

export type Resources = typeof en;
