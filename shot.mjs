import { chromium } from 'playwright-core';

const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const p = await b.newPage({ viewport: { width: 1000, height: 900 } });
p.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning')
    console.log('console:', m.text().slice(0, 200));
});
p.on('pageerror', (e) => console.log('pageerror:', e.message));
await p.goto('http://127.0.0.1:8095/partner.html');
await p.waitForTimeout(800);
const su = p.locator('ftc-signup');
await su.getByRole('button', { name: /Parent/ }).click();
await su.getByLabel('Full name').fill('Ana Parent');
await su.getByLabel('Email', { exact: true }).fill('ana.p@example.com');
await su.getByLabel('Password', { exact: true }).fill('sunshine42');
await su.getByLabel('Mobile number', { exact: true }).fill('201 555 0142');
await su.getByRole('checkbox').check();
await su.getByRole('button', { name: 'Sign up' }).click();
await p.waitForTimeout(1200);
await p.screenshot({ path: '/tmp/shot-signup-otp.png', fullPage: true });
const out = await (await fetch('http://127.0.0.1:8095/dev/outbox?to=%2B12015550142')).json();
const code = out.results[0]?.code;
console.log('code', code);
await su.getByLabel('Verification code').fill(code);
await p.waitForTimeout(1500);
await p.screenshot({ path: '/tmp/shot-signup-done.png', fullPage: true });
console.log('storage', await p.evaluate(() => localStorage.getItem('persist:root')));
await b.close();
