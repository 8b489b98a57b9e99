import { mimeTypesFrom, nginxMimeTypes } from '../../e2e-hosts/nginx-mime-types'

// `nginx -V` as each package prints it (trimmed to the options that matter).
const debian =
  'nginx version: nginx/1.22.1\nconfigure arguments: --with-cc-opt=-O2 --prefix=/usr/share/nginx --conf-path=/etc/nginx/nginx.conf --http-log-path=/var/log/nginx/access.log'
const homebrew =
  'nginx version: nginx/1.27.3\nconfigure arguments: --prefix=/opt/homebrew/Cellar/nginx/1.27.3 --sbin-path=/opt/homebrew/Cellar/nginx/1.27.3/bin/nginx --conf-path=/opt/homebrew/etc/nginx/nginx.conf'
const fromSource = 'nginx version: nginx/1.27.3\nconfigure arguments: --prefix=/usr/local/nginx --with-http_ssl_module'

describe('the hosts suite finds the mime.types of the nginx it runs', () => {
  it("takes it from beside nginx's own nginx.conf, on Debian and under Homebrew on macOS", () => {
    expect(mimeTypesFrom(debian)).toBe('/etc/nginx/mime.types')
    expect(mimeTypesFrom(homebrew)).toBe('/opt/homebrew/etc/nginx/mime.types')
  })

  it('falls back to conf/ under the prefix, where an nginx built from source keeps it', () => {
    expect(mimeTypesFrom(fromSource)).toBe('/usr/local/nginx/conf/mime.types')
    expect(mimeTypesFrom('nginx version: nginx/1.27.3')).toBeUndefined()
  })

  it('says how to get nginx when there is none to ask', () => {
    expect(() => nginxMimeTypes('/nonexistent/nginx')).toThrow(
      /Cannot start nginx \(.*ENOENT.*\): install it \(apt-get install nginx, brew install nginx\) or set NGINX_BIN/,
    )
  })
})
