// The entry file of <ftc-signup> (interface §2): the element's styles, and its first view where it
// has one, at once (src/lib/first-paint.ts); then the element, on the shared runtime.
import 'virtual:ftc-first-paint';

export const { FtcSignupElement } = await import('./element');
