// Where the suites find the tools outside node_modules, in one place: the suites launch from here, and the tool check
// that npm test starts with (required-tools.ts) looks in the same places.

type Env = Record<string, string | undefined>

/** The system's Chromium and its headless shell (Debian's paths unless CHROMIUM_PATH, CHROMIUM_HEADLESS_SHELL_PATH say). */
export function systemChromium(env: Env = process.env): { chromium: string; headlessShell: string } {
  return {
    chromium: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headlessShell: env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  }
}

/** The nginx the hosts suite runs: NGINX_BIN when set, else Debian's /usr/sbin/nginx (often not on a user's PATH), else `nginx` on the PATH. */
export function nginxBinary(env: Env, exists: (file: string) => boolean): string {
  return env.NGINX_BIN ?? (exists('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx')
}
