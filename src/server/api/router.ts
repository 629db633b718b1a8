import { analyticsRoutes } from '../analytics/analyticsRoutes'
import { billingRoutes } from '../billing/billingRoutes'
import { botRoutes } from '../bots/botRoutes'
import { chatRoutes } from '../chat/chatRoutes'
import { credentialsRoutes } from '../credentials/credentialsRoutes'
import { importRoute } from '../bots/importRoute'
import { publishRoutes } from '../bots/publishRoutes'
import { testRequestRoute } from '../bots/testRequestRoute'
import { mediaUploadRoute } from '../uploads/mediaUploadRoute'
import { folderRoutes } from '../folders/folderRoutes'
import { noteRoutes } from '../notes/noteRoutes'
import { resultRoutes } from '../results/resultRoutes'
import { userRoutes } from '../users/userRoutes'
import { sessionRoutes } from '../auth/sessionRoutes'
import { invitationRoutes } from '../invitations/invitationRoutes'
import { memberRoutes } from '../workspaces/memberRoutes'
import { workspaceRoutes } from '../workspaces/workspaceRoutes'
import { pub } from './procedures'

/** The contract, implemented: one entry per route, each in its resource's file. */
export const router = pub.router({
  users: userRoutes,
  session: sessionRoutes,
  workspaces: { ...workspaceRoutes, members: { ...memberRoutes, ...invitationRoutes } },
  folders: folderRoutes,
  bots: { ...botRoutes, ...publishRoutes, import: importRoute, testRequest: testRequestRoute, mediaUploadUrl: mediaUploadRoute },
  notes: noteRoutes,
  results: resultRoutes,
  analytics: analyticsRoutes,
  billing: billingRoutes,
  credentials: credentialsRoutes,
  chat: chatRoutes,
})
