// The CSP source of the site's boot script (demo/boot.ts), for the server's headers.
import { createHash } from 'node:crypto';
import { BOOT_SCRIPT } from '../demo/boot';

/** The CSP source that allows the boot script, and nothing else inline. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
