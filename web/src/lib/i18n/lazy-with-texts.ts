/**
 * A component loaded on first render, with the texts it shows: for the few pieces the layout
 * renders from a feature (the e-mail verification prompts), which most visitors never see.
 */
import { type ComponentType, lazy } from 'react';
import { type Namespace, loadTexts } from './i18n';

export function lazyWithTexts<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  namespaces: readonly Namespace[],
) {
  return lazy(async () => {
    const [Component] = await Promise.all([load(), loadTexts(namespaces)]);
    return { default: Component };
  });
}
