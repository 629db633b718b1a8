import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  bigserial,
  bigint,
  customType,
} from 'drizzle-orm/pg-core'
import type { BotEvent } from '../../shared/bot/event'
import type { Edge } from '../../shared/bot/edge'
import type { Group } from '../../shared/bot/group'
import type { Settings } from '../../shared/bot/settings'
import type { Theme } from '../../shared/bot/theme'
import type { Variable, VariableValue } from '../../shared/bot/variable'
import type { ResultsTablePreferences } from '../../shared/bot/bot'
import type { ChatMessage } from '../../shared/chat/response'

// Timestamps are stored with time zone and read as Date; the API layer turns them into ISO 8601 UTC.
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name'),
  createdAt: createdAt(),
  /** When the account was first used (a sign-in or an API call); null while an invitee has not come in yet. */
  firstSignedInAt: timestamp('first_signed_in_at', { withTimezone: true, mode: 'date' }),
})

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** HMAC-SHA-256 of the secret with the server's key, hex: the secret itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
)

export const workspaces = pgTable('workspaces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon'),
  plan: text('plan').notNull().default('FREE'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const members = pgTable(
  'members',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('members_user_idx').on(t.userId)],
)

/** The sign-in link of a member invited before their account was ever used: one per membership, one use. */
export const invitations = pgTable(
  'invitations',
  {
    workspaceId: text('workspace_id').notNull(),
    userId: text('user_id').notNull(),
    /** HMAC-SHA-256 of the link's secret, like API tokens: the secret itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    // Removing the membership (revoke, remove, workspace deleted) kills its link.
    foreignKey({ name: 'invitations_member_fk', columns: [t.workspaceId, t.userId], foreignColumns: [members.workspaceId, members.userId] }).onDelete('cascade'),
    index('invitations_user_idx').on(t.userId),
  ],
)

export const folders = pgTable(
  'folders',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    parentFolderId: text('parent_folder_id').references((): AnyPgColumn => folders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('folders_workspace_parent_idx').on(t.workspaceId, t.parentFolderId)],
)

export const bots = pgTable(
  'bots',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    folderId: text('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    version: text('version').notNull(),
    name: text('name').notNull(),
    icon: text('icon'),
    publicId: text('public_id').unique(),
    customDomain: text('custom_domain').unique(),
    events: jsonb('events').$type<BotEvent[]>().notNull(),
    groups: jsonb('groups').$type<Group[]>().notNull(),
    edges: jsonb('edges').$type<Edge[]>().notNull(),
    variables: jsonb('variables').$type<Variable[]>().notNull(),
    theme: jsonb('theme').$type<Theme>().notNull(),
    settings: jsonb('settings').$type<Settings>().notNull(),
    resultsTablePreferences: jsonb('results_table_preferences').$type<ResultsTablePreferences>(),
    selectedThemeTemplateId: text('selected_theme_template_id'),
    messagingAppCredentialsId: text('messaging_app_credentials_id'),
    riskLevel: doublePrecision('risk_level'),
    isArchived: boolean('is_archived').notNull().default(false),
    isClosed: boolean('is_closed').notNull().default(false),
    /** The snapshot visitors run; null when unpublished. */
    publishedBotId: text('published_bot_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('bots_workspace_folder_idx').on(t.workspaceId, t.folderId, t.updatedAt)],
)

/** Sticky notes on a bot's canvas: beside the bot, never in its document (see src/shared/notes/botNote.ts). */
export const botNotes = pgTable(
  'bot_notes',
  {
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    /** Chosen by the editor (so an undone delete comes back under its id); unique within its bot. */
    id: text('id').notNull(),
    content: text('content').notNull(),
    color: text('color').notNull(),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.botId, t.id] })],
)

export const publishedBots = pgTable(
  'published_bots',
  {
    id: text('id').primaryKey(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    events: jsonb('events').$type<BotEvent[]>().notNull(),
    groups: jsonb('groups').$type<Group[]>().notNull(),
    edges: jsonb('edges').$type<Edge[]>().notNull(),
    variables: jsonb('variables').$type<Variable[]>().notNull(),
    theme: jsonb('theme').$type<Theme>().notNull(),
    settings: jsonb('settings').$type<Settings>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('published_bots_bot_created_idx').on(t.botId, t.createdAt)],
)

export type StoredResultVariable = { id: string; name: string; value?: VariableValue; isSessionVariable?: boolean }

export const results = pgTable(
  'results',
  {
    id: text('id').primaryKey(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    variables: jsonb('variables').$type<StoredResultVariable[]>().notNull().default(sql`'[]'::jsonb`),
    isCompleted: boolean('is_completed').notNull().default(false),
    hasStarted: boolean('has_started').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    lastChatSessionId: text('last_chat_session_id'),
    // The language the visitor read the bot in (a tag of its translations); null for untranslated bots.
    language: text('language'),
    createdAt: createdAt(),
  },
  (t) => [index('results_bot_created_idx').on(t.botId, t.createdAt.desc(), t.id.desc())],
)

export const answers = pgTable(
  'answers',
  {
    // A sequence keeps the order in which answers arrived, even within one millisecond.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resultId: text('result_id')
      .notNull()
      .references(() => results.id, { onDelete: 'cascade' }),
    blockId: text('block_id').notNull(),
    groupId: text('group_id'),
    variableId: text('variable_id'),
    content: text('content').notNull(),
    attachedFileUrls: jsonb('attached_file_urls').$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('answers_result_idx').on(t.resultId, t.id)],
)

/** What the bot said to the visitor, turn by turn, as it was shown (variables already resolved). */
export const resultMessages = pgTable(
  'result_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resultId: text('result_id')
      .notNull()
      .references(() => results.id, { onDelete: 'cascade' }),
    blockId: text('block_id').notNull(),
    message: jsonb('message').$type<ChatMessage>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('result_messages_result_idx').on(t.resultId, t.id)],
)

/**
 * Calls that arrived for a chat waiting on a Wait-for-webhook block: kept until the chat's next
 * turn takes the body; one per result and block (a later call replaces an unread one).
 */
export const webhookCalls = pgTable(
  'webhook_calls',
  {
    resultId: text('result_id').notNull(),
    blockId: text('block_id').notNull(),
    body: jsonb('body').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.resultId, t.blockId] })],
)

/**
 * One row per chat a visitor started on a published bot: what the plan's monthly quota and the
 * billing usage count. Kept apart from results, so deleting results or a bot later does not give
 * chats back; it goes only with its workspace.
 */
export const chatStarts = pgTable(
  'chat_starts',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_starts_workspace_created_idx').on(t.workspaceId, t.createdAt)],
)

export const logs = pgTable(
  'logs',
  {
    id: text('id').primaryKey(),
    resultId: text('result_id')
      .notNull()
      .references(() => results.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    description: text('description').notNull(),
    details: text('details'),
    context: text('context'),
    createdAt: createdAt(),
  },
  (t) => [index('logs_result_idx').on(t.resultId, t.createdAt)],
)

/**
 * Rewritten by every turn of its chat. Its pages are kept half empty (fillfactor 50, set by the
 * custom migration 0010: drizzle-kit has no storage parameters) so that the new version goes beside
 * the old one.
 */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: text('id').primaryKey(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    resultId: text('result_id'),
    isPreview: boolean('is_preview').notNull().default(false),
    /** The engine's whole session state (bot snapshot, queue, variables, pending block…). */
    state: jsonb('state').notNull(),
    /** Milliseconds after `updatedAt` at which the session expires; null = never. */
    expiryTimeout: integer('expiry_timeout'),
    /** Bumped by every saved turn: a save expecting another value lost a race and is retried. */
    turn: integer('turn').notNull().default(0),
    /** The session's earliest server-side deadline (input timeout, abandon, end linger); the scheduler polls it. */
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('chat_sessions_bot_idx').on(t.botId), index('chat_sessions_due_idx').on(t.dueAt).where(sql`${t.dueAt} is not null`)],
)

export const visitedEdges = pgTable(
  'visited_edges',
  {
    resultId: text('result_id')
      .notNull()
      .references(() => results.id, { onDelete: 'cascade' }),
    edgeId: text('edge_id').notNull(),
    /** Position over the whole result, for drop-off analytics. */
    index: integer('index').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resultId, t.index] }), index('visited_edges_edge_idx').on(t.edgeId)],
)

export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id'),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    resultId: text('result_id'),
    blockId: text('block_id').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    maxFileSize: integer('max_file_size').notNull(),
    storageKey: text('storage_key').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_storage_key_idx').on(t.storageKey)],
)

export const credentials = pgTable(
  'credentials',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** What the secret is for, e.g. `openai` or `smtp`. */
    type: text('type').notNull(),
    name: text('name').notNull(),
    /** AES-256-GCM of the JSON data with the server's secret: never returned by the API. */
    encryptedData: text('encrypted_data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('credentials_workspace_idx').on(t.workspaceId, t.type)],
)

/** Binary Yjs updates. */
const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
})

/** The shared (Yjs) document of a bot being edited live: the log of updates since the last snapshot. */
export const botCollabUpdates = pgTable(
  'bot_collab_updates',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    botId: text('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    update: bytea('update').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bot_collab_updates_bot_seq_idx').on(t.botId, t.seq)],
)

/** The compacted shared document: every update up to `uptoSeq` merged into one. */
export const botCollabSnapshots = pgTable('bot_collab_snapshots', {
  botId: text('bot_id')
    .primaryKey()
    .references(() => bots.id, { onDelete: 'cascade' }),
  state: bytea('state').notNull(),
  uptoSeq: bigint('upto_seq', { mode: 'number' }).notNull(),
  /** The `updated_at` of the bot row when it last held what the shared document holds. */
  documentUpdatedAt: timestamp('document_updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: updatedAt(),
})
