import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, waitForHttp } from '../../server/net';

const run = promisify(execFile);

/** Debian's packages (`.ci/run` installs them): WordPress 6.1, PHP with mysqli, MariaDB. */
const WORDPRESS = '/usr/share/wordpress';
const MARIADBD = '/usr/sbin/mariadbd';
const INSTALL_DB = '/usr/bin/mariadb-install-db';
const INSTALL_HINT =
  'apt-get install -y wordpress php-cli php-mysql mariadb-server (.ci/run installs them)';

/** The administrator wp_install creates. */
export const WP_ADMIN = { user: 'admin', password: 'partner-Secret42' };

export interface WordPressSite {
  url: string;
  /** Runs PHP inside the loaded WordPress (as the admin user); returns what it echoes. */
  php(code: string): Promise<string>;
  /** The site's PHP error log (WP_DEBUG_LOG). */
  debugLog(): string;
  stop(): Promise<void>;
}

async function requirePackages(): Promise<void> {
  const missing = [WORDPRESS, MARIADBD, INSTALL_DB].filter((path) => !existsSync(path));
  let mysqli = false;
  try {
    await run('php', ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);']);
    mysqli = true;
  } catch {
    missing.push('php with mysqli');
  }
  if (missing.length > 0 || !mysqli)
    throw new Error(`WordPress test: ${missing.join(', ')} missing. Install: ${INSTALL_HINT}`);
}

/** Ends a child started in its own process group, and the group (PHP's server workers). */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  return exited;
}

/** MariaDB on a socket in `dir` (no TCP), its data in a throwaway folder; root without password. */
async function startMariaDb(dir: string): Promise<{ socket: string; child: ChildProcess }> {
  const data = join(dir, 'data');
  const socket = join(dir, 'mysqld.sock');
  mkdirSync(dir, { recursive: true });
  // As root, MariaDB runs as `mysql`, which must own its folder.
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'mysql']);
    const { stdout: gid } = await run('id', ['-g', 'mysql']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  await run(INSTALL_DB, [
    '--no-defaults',
    '--user=mysql',
    `--datadir=${data}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
  ]);
  const child = spawn(
    MARIADBD,
    [
      '--no-defaults',
      '--user=mysql',
      `--datadir=${data}`,
      `--socket=${socket}`,
      `--pid-file=${join(dir, 'mysqld.pid')}`,
      '--skip-networking',
      '--skip-log-bin',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let log = '';
  child.stderr?.on('data', (chunk) => {
    log += chunk;
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`MariaDB exited: ${log}`);
    try {
      await run('mariadb-admin', ['--no-defaults', `--socket=${socket}`, '-uroot', 'ping']);
      break;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`MariaDB did not start: ${log} ${error}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await run('mariadb', [
    '--no-defaults',
    `--socket=${socket}`,
    '-uroot',
    '-e',
    'CREATE DATABASE wordpress CHARACTER SET utf8mb4',
  ]);
  return { socket, child };
}

const php = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * A throwaway WordPress from Debian's package (docs: /work/shared/TOOLCHAIN.md "WordPress from
 * Debian"): a copy of /usr/share/wordpress with our wp-config.php, installed by a PHP CLI script,
 * `plugin` copied into wp-content/plugins, served by PHP's built-in server on 127.0.0.1.
 */
export async function startWordPress(plugin: string): Promise<WordPressSite> {
  await requirePackages();
  const root = mkdtempSync(join(tmpdir(), 'ftc-wp-'));
  chmodSync(root, 0o755);
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const database = await startMariaDb(join(root, 'mysql'));
    children.push(database.child);

    const site = join(root, 'site');
    // -L: Debian's tree links to its shared JavaScript; its .htaccess and wp-config.php point at
    // /etc/wordpress, which this site does not use; translations and Akismet are not needed.
    cpSync(WORDPRESS, site, {
      recursive: true,
      dereference: true,
      filter: (source) =>
        !/\/(\.htaccess|wp-config\.php)$|\/wp-content\/(languages|plugins\/akismet)(\/|$)/.test(
          source,
        ),
    });
    cpSync(plugin, join(site, 'wp-content', 'plugins', 'ftc-widgets'), { recursive: true });

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const salt = () => randomBytes(24).toString('hex');
    const keys = ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE']
      .flatMap((name) => [
        `define('${name}_KEY', '${salt()}');`,
        `define('${name}_SALT', '${salt()}');`,
      ])
      .join('\n');
    writeFileSync(
      join(site, 'wp-config.php'),
      `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', ${php(`localhost:${database.socket}`)});
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${keys}
$table_prefix = 'wp_';
define('WP_HOME', ${php(url)});
define('WP_SITEURL', ${php(url)});
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', ${php(join(root, 'debug.log'))});
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
// No internet: requests go only to this machine (the reference server, the test's file server).
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_ACCESSIBLE_HOSTS', 'localhost');
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
    );

    const runPhp = async (code: string, installing = false) => {
      const file = join(root, `run-${randomBytes(4).toString('hex')}.php`);
      writeFileSync(
        file,
        `<?php
$_SERVER['HTTP_HOST'] = ${php(`127.0.0.1:${port}`)};
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
${installing ? "define('WP_INSTALLING', true);" : ''}
require ${php(join(site, 'wp-load.php'))};
require_once ABSPATH . 'wp-admin/includes/plugin.php';
${installing ? '' : 'wp_set_current_user(1);'}
${code}
`,
      );
      try {
        const { stdout } = await run('php', [file], { cwd: site });
        return stdout;
      } finally {
        rmSync(file, { force: true });
      }
    };

    await runPhp(
      `require_once ABSPATH . 'wp-admin/includes/upgrade.php';
$result = wp_install('Partner blog', ${php(WP_ADMIN.user)}, 'admin@partner.example', false, '', ${php(WP_ADMIN.password)});
echo $result['user_id'];`,
      true,
    );

    const server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', site], {
      cwd: site,
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
      stdio: ['ignore', 'ignore', 'ignore'],
      detached: true,
    });
    children.push(server);
    await waitForHttp(`${url}/wp-login.php`, server, 30_000);

    return {
      url,
      php: (code) => runPhp(code),
      debugLog: () => {
        const path = join(root, 'debug.log');
        return existsSync(path) ? readFileSync(path, 'utf8') : '';
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
