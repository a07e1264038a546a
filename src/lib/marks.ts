/**
 * Performance marks for `npm run bench` (README, "Time to a live element"): where an element's
 * time goes, read from the page's own Performance timeline. Three names, each set once per page
 * or per element, so they cost next to nothing: `ftc:defined` (an element's runtime module has
 * evaluated and the element is defined; detail: its tag), `ftc:store-restored` (the root store's
 * saved state is restored, `ready`), `ftc:rendered` (an element's React root has committed its own
 * first render; detail: its tag).
 */
export function mark(name: 'defined' | 'store-restored' | 'rendered', tag?: string): void {
  // Not optional-chained: every browser the kit supports, and Node, have User Timing.
  performance.mark(`ftc:${name}`, { detail: tag });
}
