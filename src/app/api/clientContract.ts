import type { Contract } from '@/shared/contract'
import routes from 'virtual:client-contract'

/**
 * The shared contract as the browser needs it: each procedure's method and path, generated from
 * src/shared/contract at build time (src/server/dev/clientContractPlugin.ts), without its schemas.
 */
export const clientContract = routes as unknown as Contract
