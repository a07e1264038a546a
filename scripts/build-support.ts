// What the build's plugins share (scripts/first-paint.ts, scripts/route-preloads.ts,
// vite.lib.config.ts): loading a source module in Node, and a chunk's graph in a bundle.
import { resolve } from 'node:path';
import { type Rolldown, runnerImport } from 'vite';

const root = resolve(import.meta.dirname, '..');

/**
 * Loads a source module in Node through Vite's module runner, as the build would resolve it;
 * stylesheets load as empty (what is rendered or read there needs no CSS).
 */
export async function importInNode<T>(
  file: string,
  alias: Record<string, string> = {},
): Promise<T> {
  const { module } = await runnerImport<T>(resolve(root, file), {
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { alias },
    plugins: [
      {
        name: 'ftc-no-css-in-node',
        enforce: 'pre',
        resolveId: (source) => (/\.css(\?inline)?$/.test(source) ? '\0ftc-no-css' : undefined),
        load: (id) => (id === '\0ftc-no-css' ? 'export default "";' : undefined),
      },
    ],
  });
  return module;
}

/** The chunks `fileNames` need, depth first, each after its own imports: the order they run. */
export function chunkGraph(bundle: Rolldown.OutputBundle, fileNames: readonly string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    for (const imported of chunk.imports) visit(imported);
    order.push(fileName);
  };
  for (const fileName of fileNames) visit(fileName);
  return order;
}
