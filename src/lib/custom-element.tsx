import r2wc from '@r2wc/react-to-web-component';
import { observer } from 'mobx-react-lite';
import { type ComponentType, useEffect, useLayoutEffect, useMemo } from 'react';
import { resolveApiBase } from '../config/api-base';
import { setWords } from '../i18n/catalogue';
import { getRootStore } from '../stores/root-store';
import controlsCss from '../ui/controls.css?inline';
import tokensCss from '../ui/tokens.css?inline';
import { adoptStyles, takeOverFirstPaintIn } from './first-paint';
import { createKit, type Kit, KitContext } from './kit-context';
import { mark } from './marks';
import { ensureToastHost, preloadToasts } from './toasts';

export type AttributeType = 'string' | 'boolean' | 'number';

/**
 * The kit's page-wide API for partners: `FTCWidgets.setWords('es', { … })` (README);
 * `setMessages` is its first name, kept for the pages that already call it.
 */
const globals = globalThis as { FTCWidgets?: Record<string, unknown> };
globals.FTCWidgets = { ...globals.FTCWidgets, setWords, setMessages: setWords };

export interface ElementDefinition<Props> {
  tag: string;
  /** The feature component; it receives one prop per attribute (camelCased) and sits in a KitContext. */
  component: ComponentType<Props>;
  /** The element's attributes besides `api-base`, which every element has. */
  attributes?: Record<string, AttributeType>;
  /** The component's CSS, adopted into the shadow root. */
  styles?: readonly string[];
}

// r2wc keeps its state under these global symbols; we drive them to give attributes real
// HTML semantics, which r2wc alone does not (a bare boolean is false, removal is ignored).
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const READY_FIRED = Symbol('ftc.ready-fired');

type R2wcInternals = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER]: () => void;
  [READY_FIRED]?: boolean;
  container: ShadowRoot;
};

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Attribute → prop, with HTML semantics: absent is undefined, a bare boolean is true. */
export function parseAttribute(type: AttributeType, value: string | null): unknown {
  if (value === null) return undefined;
  switch (type) {
    case 'boolean':
      return value.toLowerCase() !== 'false';
    case 'number': {
      const number = Number(value);
      return value.trim() !== '' && Number.isFinite(number) ? number : undefined;
    }
    default:
      return value;
  }
}

export function emitFrom(host: EventTarget, name: string, detail?: unknown): void {
  host.dispatchEvent(
    new CustomEvent(name, { detail: detail ?? {}, bubbles: true, composed: true }),
  );
}

type HostProps = Record<string, unknown> & { container?: ShadowRoot };

/** A visitor started using an element: fetch the toast module before an answer needs it. */
const warmToasts = () => void preloadToasts().catch(() => {});

function Ready({ host }: { host: R2wcInternals }) {
  // The live view is in the DOM: it replaces the first paint before the browser paints again.
  useLayoutEffect(() => {
    if (!host[READY_FIRED]) mark('rendered', host.localName);
    queueMicrotask(() => takeOverFirstPaintIn(host.container));
  }, [host]);
  useEffect(() => {
    if (host[READY_FIRED]) return;
    host[READY_FIRED] = true;
    emitFrom(host, 'ftc-ready');
  }, [host]);
  return null;
}

/** Gives a feature component the page's store, toasts and an API client at the element's base. */
const ElementHost = observer(function ElementHost({
  component: Component,
  container,
  ...attributeProps
}: HostProps & { component: ComponentType<Record<string, unknown>> }) {
  const host = (container as ShadowRoot).host as R2wcInternals;
  const apiBase = attributeProps.apiBase as string | undefined;
  const store = getRootStore();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new api-base makes a new kit, so lists reload from it.
  const kit = useMemo<Kit>(
    () =>
      createKit({
        store,
        notify: ensureToastHost(store.toast),
        // The attribute as it is at each request: one set just before a click counts even in
        // the lite build, which renders attribute changes a microtask later (src/lib/preact-root.ts).
        apiBase: () =>
          resolveApiBase({
            attribute: host.getAttribute('api-base') ?? undefined,
            document: host.ownerDocument,
          }),
        emit: (name, detail) => emitFrom(host, name, detail),
        host,
      }),
    [store, host, apiBase],
  );
  const hydrated = store.auth.isHydrated;
  useEffect(() => {
    // Only a saved session is checked: a visitor without one does not download the code.
    if (hydrated && store.auth.isLoggedIn) {
      void import('./session-lifecycle').then(({ validateStoredSession }) =>
        validateStoredSession(store, kit.api),
      );
    }
  }, [hydrated, store, kit]);
  // spec §2: saved session state is restored before anything is shown.
  if (!hydrated) return null;
  return (
    <KitContext.Provider value={kit}>
      <Component {...attributeProps} />
      <Ready host={host} />
    </KitContext.Provider>
  );
});

/**
 * Turns a feature component into a custom element: open shadow root with the component's CSS
 * adopted into it, the page's one store, the page's one toast container, `ftc-ready` after the
 * first render, and `customElements.define` only when the tag is free.
 */
export function defineElement<Props extends object>(
  definition: ElementDefinition<Props>,
): CustomElementConstructor {
  // Build-time rendering of first views (scripts/first-paint.ts) imports element modules in Node.
  if (typeof customElements === 'undefined') return class {} as unknown as CustomElementConstructor;
  const already = customElements.get(definition.tag);
  if (already) return already;

  const attributes: Record<string, AttributeType> = {
    'api-base': 'string',
    // The element's language (interface §3); observed so a change re-renders at once.
    lang: 'string',
    ...definition.attributes,
  };
  const names = Object.keys(attributes);
  const Component = definition.component as ComponentType<Record<string, unknown>>;

  // r2wc takes a component, so each element gets one bound to its feature component.
  const Host = (props: HostProps) => <ElementHost {...props} component={Component} />;

  const Base = r2wc(Host, {
    shadow: 'open',
    props: Object.fromEntries(names.map((name) => [camelCase(name), 'string'])) as never,
  }) as unknown as new () => HTMLElement & { connectedCallback(): void };

  class FtcElement extends Base {
    static get observedAttributes() {
      return names;
    }

    /** r2wc attaches the shadow root; the entry file may have drawn the first view in it already. */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }

    constructor() {
      super();
      const self = this as unknown as R2wcInternals;
      adoptStyles(self.container, [controlsCss, ...(definition.styles ?? [])]);
    }

    override connectedCallback() {
      adoptStyles(document, [tokensCss]);
      const store = getRootStore();
      ensureToastHost(store.toast);
      this.addEventListener('focusin', warmToasts, { once: true });
      const self = this as unknown as R2wcInternals;
      for (const name of names) {
        self[PROPS][camelCase(name)] = parseAttribute(
          attributes[name] ?? 'string',
          self.getAttribute(name),
        );
      }
      // Nothing shows before the saved session is restored (spec §2), so the element mounts
      // then: its first render is the form itself. (Mounted earlier, it would render nothing
      // first, and preact/compat notices the restored store only after the next paint.)
      if (store.auth.isHydrated) {
        super.connectedCallback();
        return;
      }
      void store.ready.then(() => {
        if (this.isConnected) super.connectedCallback();
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const self = this as unknown as R2wcInternals;
      const type = attributes[name];
      if (!type) return;
      self[PROPS][camelCase(name)] = parseAttribute(type, value);
      if (self.isConnected) self[RENDER]();
    }
  }

  customElements.define(definition.tag, FtcElement);
  mark('defined', definition.tag);
  return FtcElement;
}
