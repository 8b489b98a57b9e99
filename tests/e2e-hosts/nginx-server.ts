// Runs real nginx in the foreground for the hosts suite: the export's folder as `root` and the committed
// deploy/nginx.conf included, exactly as docs/deploying.md#route-5-your-own-nginx sets it up; NGINX_PORT, OUT_DIR.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { outDirOf } from '../../tools/export/out-dir'
import { nginxBinary } from '../../tools/gate/tool-paths'
import { nginxMimeTypes } from './nginx-mime-types'

const port = Number(process.env.NGINX_PORT ?? 4176)
const nginxBin = nginxBinary(process.env, existsSync)
let mimeTypes: string
try {
  mimeTypes = nginxMimeTypes(nginxBin)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const work = mkdtempSync(path.join(tmpdir(), 'nginx-'))
const config = path.join(work, 'nginx.conf')
const isRoot = process.getuid?.() === 0

writeFileSync(
  config,
  `# A user-run nginx: every path it writes is in ${work}.
${isRoot ? 'user root;' : ''}
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 256; }
http {
  include ${mimeTypes};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${outDirOf()};
    include ${path.resolve('deploy/nginx.conf')};
  }
}
`,
)

const nginx = spawn(nginxBin, ['-c', config, '-g', 'daemon off;'], { stdio: 'inherit' })
const stop = () => nginx.kill('SIGQUIT')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
nginx.on('error', (error) => {
  console.error(`Cannot start nginx (${error.message}): install it (apt-get install nginx) or set NGINX_BIN`)
  process.exit(1)
})
nginx.on('exit', (code) => {
  rmSync(work, { recursive: true, force: true })
  process.exit(code ?? 0)
})
console.log(`nginx serving ${outDirOf()} at http://127.0.0.1:${port}/`)
