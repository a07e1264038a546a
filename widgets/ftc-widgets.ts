// Defines every element of the kit: the styles and first views of all of them at once
// (src/lib/first-paint.ts), then every element's code in one chunk (./all-elements.ts).
import 'virtual:ftc-first-paint';

await import('./all-elements');
