// Defines every element of the kit: the styles and first views of all of them at once
// (src/lib/first-paint.ts), then each `widgets/<name>/element.ts`, found by folder.
import 'virtual:ftc-first-paint';

await Promise.all(Object.values(import.meta.glob('./*/element.ts')).map((load) => load()));
