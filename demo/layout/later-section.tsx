// Parts of a page the server rendered, made live a task after the page's first render, one per
// task: the sections below the fold of `/` and of a profile, the search's cards (issue 27,
// Lighthouse's blocking time: the first render of `/` built its whole DOM in one 45–51 ms task at
// 1× CPU, 180–200 ms at 4×). Until its turn, a part holds the server's own nodes for it, moved
// in: the visitor sees the same page throughout, with no layout shift. Elsewhere (a page opened in
// the site, the server's and the build's renders) a part renders its content at once.
import {
  type ComponentPropsWithoutRef,
  type ReactNode,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

const LATER_ATTRIBUTE = 'data-later';

/** Fields or forms the live page must take over (demo/prerender-takeover.ts) are never held. */
const LIVE_AT_ONCE = 'input, select, textarea, form';

const held = new Map<string, Element>();

/**
 * Keeps the server's sections in `root` (those marked by `LaterSection`) before the first render
 * replaces them (demo/main.tsx), for the sections of the same names in that render.
 */
export function keepServerSections(root: ParentNode): void {
  held.clear();
  for (const section of root.querySelectorAll(`[${LATER_ATTRIBUTE}]`)) {
    const name = section.getAttribute(LATER_ATTRIBUTE);
    if (name && !held.has(name) && !section.querySelector(LIVE_AT_ONCE)) held.set(name, section);
  }
}

/** After the first render: a page opened later in the site has no server nodes to show. */
export function forgetServerSections(): void {
  held.clear();
}

/** Sections waiting for their task, in the order they were rendered (the page's order). */
const queue: Array<() => void> = [];

function nextInQueue(): void {
  queue.shift()?.();
  if (queue.length) setTimeout(nextInQueue, 0);
}

/** Runs `turn` in a task of its own after those queued before it; the answer takes it back. */
function inTurn(turn: () => void): () => void {
  queue.push(turn);
  if (queue.length === 1) setTimeout(nextInQueue, 0);
  return () => {
    const at = queue.indexOf(turn);
    if (at >= 0) queue.splice(at, 1);
  };
}

type SectionProps = ComponentPropsWithoutRef<'section'> & {
  /** The section's name on its page, unique there (the server's markup is matched by it). */
  name: string;
  /** Its element: a `<section>`, an `<aside>`, or a list whose items come live together. */
  as?: 'section' | 'aside' | 'ul';
  children: ReactNode;
};

/**
 * A `<section>` (or `as` element) whose content may come live a little after the page's first
 * render (above).
 */
export function LaterSection({ name, as: Element = 'section', children, ...props }: SectionProps) {
  // The server's nodes for this section, if the page came with them.
  const [server] = useState(() => {
    const section = held.get(name);
    return section && [...section.childNodes];
  });
  const [live, setLive] = useState(!server);
  const host = useRef<HTMLElement & HTMLUListElement>(null);

  useLayoutEffect(() => {
    const section = host.current;
    if (!server || !section) return;
    if (server[0]?.parentNode !== section) section.append(...server);
    return inTurn(() => setLive(true));
  }, [server]);

  // The live content is added after the server's nodes; they go before the browser paints.
  useLayoutEffect(() => {
    if (live && server) for (const node of server) node.remove();
  }, [live, server]);

  return (
    <Element {...props} ref={host} {...{ [LATER_ATTRIBUTE]: name }}>
      {live ? children : null}
    </Element>
  );
}
