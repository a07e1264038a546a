/** The parts of a click that tell a plain one from a modified one (React's and the DOM's). */
interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A plain click of the main button: the page may open the link itself. A modifier or another
 * button (a new tab or window) is the browser's business.
 */
export const isPlainClick = (event: ClickLike): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
