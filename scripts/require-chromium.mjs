// The browser and end-to-end suites need Chromium; say how to get it rather than skip.
import { existsSync } from 'node:fs';

export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

if (import.meta.url === `file://${process.argv[1]}` && !existsSync(chromePath)) {
  console.error(
    `Chromium was not found at ${chromePath}.\n` +
      'Install it with `apt-get install -y chromium` (Debian/Ubuntu), or set CHROME_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}
