// The preview suite's preview server: the build of this tree (the Studio suite's, when it ran first on the same tree),
// then `npm run preview -- --start` on it, in this process, with the suite's lake in the environment.
import { ensurePreviewBuild } from './shared-preview-build'

await ensurePreviewBuild(process.env)
process.argv.push('--start')
await import('../../scripts/preview')
