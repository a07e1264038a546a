// Every `widgets/<name>/element.ts`, found by folder: ftc-widgets.js's own copy of the elements'
// code, one chunk (vite.lib.config.ts, entryCopies).
import.meta.glob('./*/element.ts', { eager: true });
