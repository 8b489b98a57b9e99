// The last step of `npm run build`: Brotli and gzip siblings of every text file of out/ (a later step would leave them stale).
import { precompress } from '../tools/export/precompress'
import { outDirOf } from '../tools/export/out-dir'

const { files, written, bytes, brotliBytes } = await precompress(outDirOf())
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`
console.log(
  `Precompressed: ${files} text files, ${written} .br/.gz written; ${kB(bytes)} → ${kB(brotliBytes)} for a Brotli client`,
)
