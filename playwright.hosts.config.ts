// Playwright on the hosts' own servers: what a host changes, and nothing the visitor suite already proves on npm run serve.
// tests/e2e-hosts (routes, clean URLs, the 404 page, every header, caching, compression, hidden files, build.json) and
// the islands under each host's CSP with no violation, against real nginx with the committed deploy/nginx.conf,
// Cloudflare's runtime (wrangler pages dev, workerd) and npm run serve, all serving the same export (OUT_DIR, else out/).
import { defineConfig } from '@playwright/test'
import { outDirOf } from './tools/export/out-dir'
import { desktopAndPhone, evidenceOnFailure } from './tests/e2e/browser'
import { suiteReporters } from './tests/e2e/reporters'

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
  // Its own results folder: each run empties its folder first, and one suite's report never hides another's.
  outputDir: 'test-results/hosts',
  testMatch: ['e2e-hosts/**/*.spec.ts', 'e2e/security.spec.ts'],
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Limits a busy core cannot reach: every wait is for a state, and a passing test never waits this long.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: process.env.CI ? 2 : undefined,
  reporter: suiteReporters('hosts'),
  use: evidenceOnFailure,
  // One screen: what a host changes does not depend on the width (the visitor suite runs both screens on npm run serve).
  // npm run serve already carries the whole visitor suite: here it answers only the host questions, for comparison.
  projects: Object.entries(hosts).map(([host, { port }]) => ({
    name: host,
    ...(host === 'serve' ? { testMatch: 'e2e-hosts/**/*.spec.ts' } : {}),
    use: { ...screens.desktop, baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: Object.values(hosts).map(({ port, command }) => ({
    command,
    env: { NGINX_PORT: String(port), PORT: String(port), WRANGLER_SEND_METRICS: 'false' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    timeout: 60_000,
  })),
})
