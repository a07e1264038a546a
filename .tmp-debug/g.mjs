import { chromium } from 'playwright-core';
import { chromiumArgs } from '/work/wt-p-int/scripts/chromium-flags.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
for (const lang of ['en','es']) {
const ctx = await browser.newContext({ viewport: { width: 375, height: 800 } });
await ctx.addInitScript((l)=>localStorage.setItem('ftc-lang', l), lang);
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:18932/widgets');
await page.locator('#ftc-faq').waitFor();
await page.waitForTimeout(1500);
console.log(lang, await page.evaluate(()=>[document.documentElement.scrollWidth, innerWidth]));
await page.screenshot({ path: `/tmp/p-int-widgets-${lang}.png`, fullPage: false });
await page.locator('#pinned').scrollIntoViewIfNeeded();
await page.screenshot({ path: `/tmp/p-int-widgets-${lang}-2.png` });
}
await browser.close();
