import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { getRootStore } from '../stores/root-store';
import {
  defineElementWith,
  type ElementDefinition,
  type ElementHostProps,
  ElementView,
  hostOf,
  useElementKit,
} from './element-base';
import { sessionCode } from './session-code';
import { ensureToastHost } from './toasts';

export type { AttributeType, ElementDefinition } from './element-base';
export { emitFrom, parseAttribute } from './element-base';

/** Gives a feature component the page's store, toasts and an API client at the element's base. */
const ElementHost = observer(function ElementHost({
  component: Component,
  container,
  ...attributeProps
}: ElementHostProps) {
  const host = hostOf(container);
  const store = getRootStore();
  const kit = useElementKit(host, attributeProps.apiBase, store, ensureToastHost(store.toast));
  const hydrated = store.auth.isHydrated;
  useEffect(() => {
    // Only a saved session is checked: a visitor without one does not download the code.
    if (hydrated && store.auth.isLoggedIn) {
      // Its code not loading (offline) is a check that could not run: the session stays, as
      // when the check's own request fails (spec §8), and the next element tries again.
      sessionCode
        .load()
        .then(({ validateStoredSession }) => validateStoredSession(store, kit.api))
        .catch(() => {});
    }
  }, [hydrated, store, kit]);
  // spec §2: saved session state is restored before anything is shown.
  if (!hydrated) return null;
  return (
    <ElementView kit={kit} host={host} Component={Component} attributeProps={attributeProps} />
  );
});

/**
 * An element on the page's one store (interface §2) and its one toast container. Nothing shows
 * before the saved session is restored (spec §2), so the element mounts then: its first render
 * is the form itself. (Mounted earlier, it would render nothing first, and preact/compat notices
 * the restored store only after the next paint.)
 */
export function defineElement<Props extends object>(
  definition: ElementDefinition<Props>,
): CustomElementConstructor {
  return defineElementWith(definition, {
    Host: ElementHost,
    beforeMount() {
      const store = getRootStore();
      ensureToastHost(store.toast);
      return store.auth.isHydrated ? undefined : store.ready;
    },
  });
}
