// Playwright on the hosts' own servers: the serving part of the e2e suite (routes, 404, headers, CSP with no violation,
// menu and form) and tests/e2e-hosts against real nginx with the committed deploy/nginx.conf, Cloudflare's runtime
// (wrangler pages dev, workerd) and npm run serve, all serving the same export (OUT_DIR, else out/).
import { defineConfig } from '@playwright/test'
import { outDirOf } from './lib/export/out-dir'
import { desktopAndPhone } from './tests/e2e/browser'

const wranglerPort = Number(process.env.WRANGLER_PORT ?? 4177)
const hosts = {
  nginx: { port: Number(process.env.NGINX_PORT ?? 4176), command: 'tsx tests/e2e-hosts/nginx-server.ts' },
  // No explicit date: wrangler asks for today's, which its bundled workerd may not support yet.
  cloudflare: {
    port: wranglerPort,
    command: `wrangler pages dev ${outDirOf()} --ip 127.0.0.1 --compatibility-date=2025-01-01 --port ${wranglerPort}`,
  },
  serve: { port: Number(process.env.HOSTS_SERVE_PORT ?? 4178), command: 'tsx scripts/serve.ts' },
}
const screens = desktopAndPhone()

export default defineConfig({
  testDir: 'tests',
  // Its own results folder: suites run side by side in npm test, and each run empties its folder first.
  outputDir: 'test-results/hosts',
  testMatch: ['e2e-hosts/**/*.spec.ts', 'e2e/routes.spec.ts', 'e2e/security.spec.ts', 'e2e/mobile-menu.spec.ts'],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list']],
  use: { trace: 'retain-on-failure' },
  projects: [
    ...(['nginx', 'cloudflare'] as const).flatMap((host) =>
      Object.entries(screens).map(([screen, use]) => ({
        name: `${host}-${screen}`,
        // The menu's own suite only where the menu shows.
        ...(screen === 'desktop' ? { testIgnore: 'e2e/mobile-menu.spec.ts' } : {}),
        use: { ...use, baseURL: `http://127.0.0.1:${hosts[host].port}` },
      })),
    ),
    // The local server runs the whole e2e suite elsewhere; here it answers the same host questions for comparison.
    { name: 'serve-desktop', testMatch: 'e2e-hosts/**/*.spec.ts', use: { ...screens.desktop, baseURL: `http://127.0.0.1:${hosts.serve.port}` } },
  ],
  webServer: Object.values(hosts).map(({ port, command }) => ({
    command,
    env: { NGINX_PORT: String(port), PORT: String(port), WRANGLER_SEND_METRICS: 'false' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    timeout: 60_000,
  })),
})
