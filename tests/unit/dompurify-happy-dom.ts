/**
 * A test-only fix: DOMPurify reads a node's `nodeName`, `nodeType`, `childNodes`, `parentNode`… through the getters
 * it finds on `Node.prototype` and `Element.prototype` when it loads (so a clobbered property
 * cannot fool it). happy-dom defines some of them again on subclasses (HTMLElement, Text…), and its
 * base getters answer nothing useful for those nodes: DOMPurify then sees nameless nodes and
 * cleans nothing right (`<p>` goes, `<script>` stays). Browsers define each once, on Node or
 * Element. This makes each base getter answer what the node's own class answers, enough for
 * DOMPurify to remove elements outside the allow-list (`<script>`); attribute cleaning is still
 * not faithful under happy-dom, so the full allow-list is for browser tests
 * (tests/browser/faq.test.ts). A test calls it before DOMPurify loads.
 */
export function fixGettersForDomPurify(): void {
  const fix = (base: object, name: string) => {
    const own = Object.getOwnPropertyDescriptor(base, name);
    Object.defineProperty(base, name, {
      configurable: true,
      get(this: object) {
        for (
          let proto = Object.getPrototypeOf(this);
          proto && proto !== base;
          proto = Object.getPrototypeOf(proto)
        ) {
          const getter = Object.getOwnPropertyDescriptor(proto, name)?.get;
          if (getter) return getter.call(this);
        }
        return own?.get?.call(this);
      },
    });
  };
  for (const name of [
    'nodeName',
    'nodeType',
    'ownerDocument',
    'childNodes',
    'parentNode',
    'nextSibling',
  ]) {
    fix(Node.prototype, name);
  }
  for (const name of ['attributes', 'childNodes', 'nextSibling', 'parentNode']) {
    if (Object.getOwnPropertyDescriptor(Element.prototype, name)?.get) fix(Element.prototype, name);
  }
}
