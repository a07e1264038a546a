// The site's pages rendered at build time: names and the boot script (issue 24, Lighthouse: the
// first paint and the largest text come with the HTML, not after the site's code). At build time,
// demo/prerender.tsx renders the public pages a first-time visitor opens (English, logged out, data
// loading) into dist/demo/prerendered.json; the server puts a page's markup into `#root`
// (server/plugins/static-site.ts) and main.tsx renders over it, carrying over what the visitor
// typed meanwhile (demo/prerender-takeover.ts).
//
// The boot script, inline in index.html's head and allowed by its hash in the CSP
// (server/plugins/security-headers.ts), runs before the body is parsed:
// - a visitor with a saved session or a language other than English gets `data-boot="plain"`:
//   the site's CSS then hides the prerendered page and shows the spinner, as before, so nobody
//   sees a logged-out or English page flash before their own;
// - a form of the prerendered page submitted before the site's code has run is held
//   (`data-submitted`) and submitted again by the live page (no native GET that would put a
//   newsletter email in the address bar); the last button pressed meanwhile (`data-clicked`:
//   the menu, a question, a plan) is pressed again on the live page, so a tap is never lost;
// - on a prerendered page the server sends the site's code as a list (`#ftc-code`, a JSON data
//   block before this script) instead of script and preload tags; this script asks for it once
//   the page has been painted (at once for a visitor who gets the spinner). The page's content
//   comes first; the code that makes it live follows, and does not compete with the stylesheet
//   for the first paint. The entry is asked for first, then its modules' preloads a few to a task:
//   on a cold page each insertion starts a fetch (0.1–8 ms), and the 27 of a profile's page in one
//   task took 12–21 ms at 1× CPU, 50–84 ms at Lighthouse's 4× (issue 27).
import { PERSIST_KEY } from '../src/stores/persistence';
import { LANGUAGE_KEY } from './language';

export const PRERENDERED_FILE = 'prerendered.json';
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The id of the data block holding the API answers a page rendered at request time was rendered
 * with (cache key → `results`, demo/render-profile.ts): main.tsx seeds the page's cache from it.
 */
export const DATA_ID = 'ftc-data';

/**
 * `data-boot` on `<html>` for a visitor with a saved session or another language: the spinner
 * shows instead of the prerendered page (demo/site.css), which that visitor never sees.
 */
export const PLAIN_BOOT = 'plain';

/** The id of the data block that lists a prerendered page's code: `{ entry, preload }`. */
export const CODE_LIST_ID = 'ftc-code';

export interface CodeList {
  /** The site's entry module. */
  entry: string;
  /** Modules to fetch beside it (`<link rel="modulepreload">`). */
  preload: string[];
}

/** Modulepreload links the boot script adds in one task. */
const PRELOADS_PER_TASK = 6;

export const BOOT_SCRIPT = `(function(){var d=document,p=0;try{var s=localStorage,l=s.getItem(${JSON.stringify(LANGUAGE_KEY)}),a=JSON.parse(s.getItem(${JSON.stringify(PERSIST_KEY)})||"null");if(l&&l!=="en"||a&&a.isLoggedIn){d.documentElement.setAttribute("data-boot","${PLAIN_BOOT}");p=1}}catch(e){}d.addEventListener("submit",function(e){var f=e.target;if(f&&f.closest&&f.closest("[${PRERENDERED_ATTRIBUTE}]")){e.preventDefault();f.setAttribute("data-submitted","")}},true);d.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[${PRERENDERED_ATTRIBUTE}] button");if(b){e.preventDefault();var o=d.querySelector("[data-clicked]");if(o)o.removeAttribute("data-clicked");b.setAttribute("data-clicked","")}},true);var c=d.getElementById("${CODE_LIST_ID}");if(!c)return;var j=JSON.parse(c.textContent),done=0,load=function(){if(done)return;done=1;var t=d.createElement("script");t.type="module";t.crossOrigin="";t.src=j.entry;d.head.appendChild(t);var q=j.preload.slice(),next=function(){q.splice(0,${PRELOADS_PER_TASK}).forEach(function(h){var k=d.createElement("link");k.rel="modulepreload";k.crossOrigin="";k.href=h;d.head.appendChild(k)});if(q.length)setTimeout(next,0)};next()};if(p)load();else{requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)}})()`;

/** Path → the markup for `#root` (without the wrapper the server adds). */
export type PrerenderedPages = Record<string, string>;
