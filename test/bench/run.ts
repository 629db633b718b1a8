import { runApiBench } from './apiBench'
import { runBundleSizeBench } from './bundleSize'
import { runChatBench, runChatExportBench, runChatFixedRateBench } from './chatBench'
import { runCollabBench } from './collabBench'
import { runCrashBench } from './crashBench'
import { runEditorBench } from './editorBench'
import { runLargeBotBench } from './largeBotBench'
import { runResultsBench } from './resultsBench'
import { runScaleBench } from './scaleBench'
import { runStartupBench } from './startupBench'

/** `npm run bench`: every benchmark in turn; each prints its figures and writes them to test-results/bench/. */
const benches: Record<string, () => Promise<void>> = {
  api: runApiBench,
  chat: runChatBench,
  chatExport: runChatExportBench,
  chatFixedRate: runChatFixedRateBench,
  collab: runCollabBench,
  crash: runCrashBench,
  bundle: runBundleSizeBench,
  editor: runEditorBench,
  largeBot: runLargeBotBench,
  results: runResultsBench,
  scale: runScaleBench,
  startup: runStartupBench,
}

/** Parts of a bench above, run only when named (the whole bench already prints them). */
const onRequestOnly = new Set(['chatExport', 'chatFixedRate'])

const only = process.argv.slice(2)
for (const [name, run] of Object.entries(benches)) {
  if (only.length ? !only.includes(name) : onRequestOnly.has(name)) continue
  console.log(`\n== ${name} ==`)
  await run()
}
