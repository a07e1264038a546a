import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs } from '../../scripts/chromium-flags.mjs';
import { chromePath } from '../../scripts/require-chromium.mjs';

/** Debian's Chromium, driven by playwright-core (no downloaded browser). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath, args: chromiumArgs });
}
