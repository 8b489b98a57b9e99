// First step of npm test: stops at once, naming every missing tool with how to install it, before minutes of work.
import { machineFinders, missingTools, missingToolsMessage } from '../tools/gate/required-tools'

const missing = missingTools(process.env, process.versions.node, machineFinders)
if (missing.length) {
  console.error(missingToolsMessage(missing))
  process.exit(1)
}
console.log('Tools: Node, Chromium, Java and nginx are all here')
