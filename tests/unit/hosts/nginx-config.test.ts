// The nginx renderer on rules other than the site's own (those run on real nginx in the hosts suite): an exact path
// takes over from `location /`, so it must still serve the clean URL and revalidate like any page.
import { renderNginxConfig } from '@/tools/hosts/nginx-config'

const locationOf = (config: string, opening: string) =>
  config.slice(config.indexOf(opening), config.indexOf('\n}', config.indexOf(opening)))

it('gives an exact page rule the clean URL and no-cache of every page, plus its own headers', () => {
  const config = renderNginxConfig([
    { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff' } },
    { path: '/privacy-policy', headers: { 'X-Robots-Tag': 'noindex' } },
  ])
  const location = locationOf(config, 'location = /privacy-policy {')
  expect(location).toContain('try_files $uri $uri.html $uri/ =404;')
  expect(location).toContain('add_header Cache-Control "no-cache" always;')
  expect(location).toContain('add_header X-Content-Type-Options "nosniff" always;')
  expect(location).toContain('add_header X-Robots-Tag "noindex" always;')
})

it('serves a prefix rule as files only, with its own caching', () => {
  const config = renderNginxConfig([
    { path: '/_islands/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  ])
  const location = locationOf(config, 'location ^~ /_islands/ {')
  expect(location).toContain('try_files $uri =404;')
  expect(location).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;')
})
