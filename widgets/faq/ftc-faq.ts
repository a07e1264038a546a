// The entry file of <ftc-faq> (interface §2): the element's styles, and its first view where it
// has one, at once (src/lib/first-paint.ts); then the element, on the shared runtime.
import 'virtual:ftc-first-paint';

export const { FtcFaqElement } = await import('./element');
