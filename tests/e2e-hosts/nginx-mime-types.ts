// Where this machine's nginx keeps mime.types: beside the nginx.conf it was built to read (Debian's /etc/nginx,
// Homebrew's /opt/homebrew/etc/nginx or /usr/local/etc/nginx), as `nginx -V` reports it.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

/** mime.types of the nginx whose `nginx -V` printed `versionOutput`: beside --conf-path, else in --prefix's conf/. */
export function mimeTypesFrom(versionOutput: string): string | undefined {
  const option = (name: string) => versionOutput.match(new RegExp(`--${name}=(\\S+)`))?.[1]
  const confPath = option('conf-path')
  if (confPath) return path.join(path.dirname(confPath), 'mime.types')
  const prefix = option('prefix')
  return prefix ? path.join(prefix, 'conf', 'mime.types') : undefined
}

/** The mime.types that `nginxBin` ships with; it fails naming the binary when it cannot run or does not say where. */
export function nginxMimeTypes(nginxBin: string): string {
  const { stderr, stdout, error } = spawnSync(nginxBin, ['-V'], { encoding: 'utf8' })
  if (error)
    throw new Error(
      `Cannot start nginx (${error.message}): install it (apt-get install nginx, brew install nginx) or set NGINX_BIN`,
    )
  const found = mimeTypesFrom(`${stdout}${stderr}`)
  if (!found)
    throw new Error(
      `Cannot tell where ${nginxBin} keeps mime.types (\`${nginxBin} -V\` names no --conf-path or --prefix)`,
    )
  return found
}
