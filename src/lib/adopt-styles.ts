const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Adds CSS to a document or shadow root as constructable stylesheets, which a strict
 * Content-Security-Policy (no 'unsafe-inline') allows, unlike <style> tags. One sheet object
 * per CSS text is shared by every root that adopts it.
 */
export function adoptStyles(root: Document | ShadowRoot, cssTexts: readonly string[]): void {
  const wanted = cssTexts.map(sheetFor);
  const current = root.adoptedStyleSheets;
  const missing = wanted.filter((sheet) => !current.includes(sheet));
  if (missing.length) root.adoptedStyleSheets = [...current, ...missing];
}
