// The entry file of <ftc-account> (interface §2): the element's styles (src/lib/first-paint.ts), its
// code, and the shared runtime's chunks, all asked for as soon as this file has arrived. It has no
// first view to draw before the runtime (unlike <ftc-newsletter>'s entry), so nothing waits for
// this file to run before the chunks are requested (issue 27).
import 'virtual:ftc-first-paint';

export { FtcAccountElement } from './element';
