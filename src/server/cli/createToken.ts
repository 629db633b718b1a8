import { parseArgs } from 'node:util'
import { findOrCreateUser, issueToken } from '../auth/accounts'
import { OWNER_EMAIL } from '../bootstrap'
import { readConfig } from '../config'
import { openDatabaseBesideService } from '../db/open'
import { deriveKey, loadServerSecret } from '../secrets/serverSecret'

/** `npm run token [-- --email someone@example.com] [--name label]`: prints a new API token and its sign-in URL. */
const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } })
const config = readConfig()
const handle = await openDatabaseBesideService(config)
try {
  const user = await findOrCreateUser(handle.db, values.email ?? OWNER_EMAIL)
  // Hashed under the running service's key (SERVER_SECRET, else the secret kept in DATA_DIR).
  const tokenKey = deriveKey(loadServerSecret(config.dataDir, config.serverSecret), 'tokens')
  const { value } = await issueToken(handle.db, tokenKey, user.id, values.name ?? 'Created from the command line')
  console.log(`New API token for ${user.email}:\n\n    ${value}\n`)
  console.log(`Sign in at http://${config.host}:${config.port}/?token=${encodeURIComponent(value)}`)
} finally {
  await handle.close()
}
