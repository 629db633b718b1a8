import { analyticsContract } from './analytics'
import { billingContract } from './billing'
import { botsContract } from './bots'
import { chatContract } from './chat'
import { credentialsContract } from './credentials'
import { foldersContract } from './folders'
import { notesContract } from './notes'
import { resultsContract } from './results'
import { sessionContract } from './session'
import { usersContract } from './users'
import { workspacesContract } from './workspaces'

/** Every route of the service, declared once: the server implements it, the app calls it. */
export const contract = {
  users: usersContract,
  session: sessionContract,
  workspaces: workspacesContract,
  folders: foldersContract,
  bots: botsContract,
  notes: notesContract,
  results: resultsContract,
  analytics: analyticsContract,
  billing: billingContract,
  credentials: credentialsContract,
  chat: chatContract,
}
export type Contract = typeof contract
