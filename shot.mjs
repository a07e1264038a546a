import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 390, height: 800 } });
p.on('console', m => { if (m.type() === 'error') console.log('console:', m.text().slice(0,200)); });
p.on('pageerror', e => console.log('pageerror:', e.message));
for (const path of ['/login', '/signup', '/forgot-password', '/reset-password?token=abc&type=user', '/nope']) {
  await p.goto('http://127.0.0.1:8095' + path);
  await p.waitForTimeout(600);
  await p.screenshot({ path: `/tmp/site${path.split('?')[0].replace(/\//g,'_')}.png`, fullPage: true });
  console.log(path, (await p.locator('h1').first().textContent()));
}
await b.close();
