import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, useEffect, useLayoutEffect, useMemo } from 'react';
import { flushSync } from 'react-dom';
import { resolveApiBase } from '../config/api-base';
import { setWords } from '../i18n/catalogue';
import type { RootStore } from '../stores/root-store';
import controlsCss from '../ui/controls.css?inline';
import tokensCss from '../ui/tokens.css?inline';
import { adoptStyles, takeOverFirstPaintIn } from './first-paint';
import { createKit, type Kit, KitContext } from './kit-context';
import { mark } from './marks';
import { type Notify, preloadToasts } from './toast-notify';

// What every element shares, with or without the page's store: r2wc with real HTML attribute
// semantics, styles, `ftc-ready`, the kit. custom-element.tsx (the store, restored before the first
// render) and store-free-element.tsx (no store until it is needed) build on it.

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

export type R2wcInternals = HTMLElement & {
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

export type HostProps = Record<string, unknown> & { container?: ShadowRoot };
export type ElementHostProps = HostProps & { component: ComponentType<Record<string, unknown>> };

/** The custom element a host component is rendered for. */
export const hostOf = (container: ShadowRoot | undefined) =>
  (container as ShadowRoot).host as R2wcInternals;

/**
 * A visitor started using an element: fetch the toast module before an answer needs it. A task
 * later, not in the focus itself: starting a module's download costs the main thread 2-4 ms
 * (issue 27, a CPU profile), which the field's focus would otherwise wait for.
 */
const warmToasts = () =>
  void setTimeout(() => {
    preloadToasts().catch(() => {});
  });

/** Rendered after the feature component: the first view's takeover, `ftc:rendered`, `ftc-ready`. */
export function Ready({ host }: { host: R2wcInternals }) {
  // The live view is in the DOM: it replaces the first paint before the browser paints again.
  useLayoutEffect(() => {
    if (!host[READY_FIRED]) mark('rendered', host.localName);
    queueMicrotask(() => takeOverFirstPaintIn(host.container));
  }, [host]);
  useEffect(() => {
    if (host[READY_FIRED]) return;
    host[READY_FIRED] = true;
    // A task later: the first render is synchronous (`mount` below), so this effect may run
    // inside `customElements.define` or the store's restore, and a page's listener added just
    // after its import of the entry file would not hear it.
    setTimeout(() => emitFrom(host, 'ftc-ready'));
  }, [host]);
  return null;
}

/** What every element renders: its feature component in its kit, then `Ready`. */
export function ElementView({
  kit,
  host,
  Component,
  attributeProps,
}: {
  kit: Kit;
  host: R2wcInternals;
  Component: ComponentType<Record<string, unknown>>;
  attributeProps: Record<string, unknown>;
}) {
  return (
    <KitContext.Provider value={kit}>
      <Component {...attributeProps} />
      <Ready host={host} />
    </KitContext.Provider>
  );
}

/** The element's kit: its API base (read at each request), events from the element, toasts. */
export function useElementKit(
  host: R2wcInternals,
  apiBase: unknown,
  store: RootStore | (() => RootStore | undefined),
  notify: Notify,
): Kit {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new api-base makes a new kit, so lists reload from it.
  return useMemo<Kit>(
    () =>
      createKit({
        store,
        notify,
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
    [store, notify, host, apiBase],
  );
}

export interface ElementRuntime {
  /** The component r2wc renders, given the feature component and the attributes as props. */
  Host: ComponentType<ElementHostProps>;
  /**
   * Called on every connect, before the first render: a promise delays that render until it
   * settles (the store's restore), undefined renders at once.
   */
  beforeMount(): Promise<void> | undefined;
}

/**
 * Turns a feature component into a custom element: open shadow root with the component's CSS
 * adopted into it, `ftc-ready` after the first render, and `customElements.define` only when the
 * tag is free.
 */
export function defineElementWith<Props extends object>(
  definition: ElementDefinition<Props>,
  { Host: RuntimeHost, beforeMount }: ElementRuntime,
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
  const Host = (props: HostProps) => <RuntimeHost {...props} component={Component} />;

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
      const waiting = beforeMount();
      this.addEventListener('focusin', warmToasts, { once: true });
      const self = this as unknown as R2wcInternals;
      for (const name of names) {
        self[PROPS][camelCase(name)] = parseAttribute(
          attributes[name] ?? 'string',
          self.getAttribute(name),
        );
      }
      // The first render at once, not in a task of React's scheduler: between the two the
      // browser would lay out and paint the page without the element, and the element was live
      // 20-45 ms later (issue 27, bench-tti).
      const mount = () => flushSync(() => super.connectedCallback());
      if (!waiting) {
        mount();
        return;
      }
      void waiting.then(() => {
        if (this.isConnected) mount();
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
