import { fileURLToPath } from 'node:url'
import { type Plugin, runnerImport } from 'vite'
import type { Contract } from '../../shared/contract/index.ts'
import { clientContractRoutes } from '../../shared/contract/clientRoutes.ts'

const virtualId = 'virtual:client-contract'
const resolvedId = `\0${virtualId}`
const contractModule = fileURLToPath(new URL('../../shared/contract/index.ts', import.meta.url))

/**
 * Serves the app its route table, computed from the shared contract whenever the module is built,
 * so the two can never drift. The contract is loaded through Vite's module runner: fresh on every
 * load, and kept out of the bundled config.
 */
export function clientContractPlugin(): Plugin {
  return {
    name: 'botbuilder-client-contract',
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined
      this.addWatchFile(contractModule)
      const { module } = await runnerImport<{ contract: Contract }>(contractModule, { configFile: false, logLevel: 'silent' })
      return `export default ${JSON.stringify(clientContractRoutes(module.contract))}`
    },
  }
}
