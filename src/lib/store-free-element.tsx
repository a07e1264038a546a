import { peekRootStore } from '../stores/registry';
import {
  defineElementWith,
  type ElementDefinition,
  type ElementHostProps,
  ElementView,
  hostOf,
  useElementKit,
} from './element-base';
import { pageNotify } from './toast-notify';

/**
 * Gives a feature component toasts and an API client at the element's base, without the page's
 * store: for an element whose view depends on no saved state (the newsletter form). Its requests
 * carry a session's token when something else on the page has restored one.
 */
function StoreFreeHost({ component: Component, container, ...attributeProps }: ElementHostProps) {
  const host = hostOf(container);
  const kit = useElementKit(host, attributeProps.apiBase, peekRootStore, pageNotify);
  return (
    <ElementView kit={kit} host={host} Component={Component} attributeProps={attributeProps} />
  );
}

/**
 * An element that renders at once and never loads the store (MobX, its persistence) itself:
 * nothing it shows comes from the saved session (spec §2 holds: there is nothing of it to
 * restore), so a page with only this element downloads and runs a third less (issue 27). Its
 * component must not read `useKit().store`.
 */
export function defineStoreFreeElement<Props extends object>(
  definition: ElementDefinition<Props>,
): CustomElementConstructor {
  return defineElementWith(definition, { Host: StoreFreeHost, beforeMount: () => undefined });
}
