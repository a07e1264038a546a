// The site's pages rendered at build time (issue 24): what they are and how they load is in
// demo/boot.ts; this plugin renders them (demo/prerender.tsx) into prerendered.json and
// puts the boot script into index.html.
import type { Plugin } from 'vite';
import { BOOT_SCRIPT, PRERENDERED_FILE, type PrerenderedPages } from '../demo/boot';
import { importInNode } from './build-support';

export function sitePrerender(alias: Record<string, string> = {}): Plugin {
  return {
    name: 'ftc-site-prerender',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('</title>', `</title>\n    <script>${BOOT_SCRIPT}</script>`),
    },
    async generateBundle() {
      if (this.meta.watchMode) return;
      const { prerendered } = await importInNode<{ prerendered: PrerenderedPages }>(
        'demo/prerender.tsx',
        alias,
      );
      this.emitFile({
        type: 'asset',
        fileName: PRERENDERED_FILE,
        source: `${JSON.stringify(prerendered)}\n`,
      });
    },
  };
}
