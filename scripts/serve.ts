// `npm run serve`: serves the export (OUT_DIR, else out/) like a static host (clean URLs, 404.html, the headers of
// _headers) under the path it was built for (its build.json), and prints the URL.
import { outDirOf } from '../tools/export/out-dir'
import { serveExport } from '../tools/servers/serve-export'

await serveExport({ root: outDirOf(), port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' })
