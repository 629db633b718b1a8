import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import * as Y from 'yjs'
import type { BotDocument } from '../../shared/bot/bot'
import type { CanvasNote } from '../../shared/notes/botNote'
import { applyBotChange } from '../../shared/collab/applyBotChange'
import type { Database, Executor } from '../db/database'
import { botCollabSnapshots, botCollabUpdates, bots } from '../db/schema'
import { storeNote, storeNotes, storedNotes } from '../notes/notesPersistence'

const documentColumns = { events: bots.events, groups: bots.groups, edges: bots.edges, variables: bots.variables, theme: bots.theme, settings: bots.settings }

/**
 * A bot's shared document as stored: the snapshot, then the updates logged after it; and the
 * document itself when this load just created it from the bot row (decoding it again would cost
 * as much as building it: half a second on the event loop for a 2,000-group bot).
 */
export type StoredState = { updates: Uint8Array[]; lastSeq: number; documentUpdatedAt: Date; doc?: Y.Doc }

/** The Y.Doc a stored state holds (the caller's to change). */
export function storedDocument(state: StoredState): Y.Doc {
  if (state.doc) return state.doc
  const doc = new Y.Doc()
  doc.transact(() => state.updates.forEach((update) => Y.applyUpdate(doc, update)))
  return doc
}

/**
 * The shared documents in PostgreSQL: per bot, an append-only log of Yjs updates and a snapshot that
 * compaction merges the log into. The bot row's JSONB stays what the rest of the service reads;
 * `documentUpdatedAt` records the row version the shared document last matched.
 */
export function createCollabStore(db: Database) {
  const documentOf = async (executor: Executor, botId: string) => {
    const [row] = await executor.select({ ...documentColumns, updatedAt: bots.updatedAt }).from(bots).where(eq(bots.id, botId))
    return row as (BotDocument & { updatedAt: Date }) | undefined
  }

  return {
    documentOf: (botId: string) => documentOf(db, botId),

    /**
     * The stored state, creating it from the bot row on first use. Two processes opening the bot at
     * once create it once: the loser of the insert reads the winner's, so every client starts
     * from the same Yjs history (two independent copies of one bot would never merge).
     */
    async load(botId: string): Promise<StoredState | null> {
      for (let attempt = 0; attempt < 2; attempt++) {
        const [snapshot] = await db.select().from(botCollabSnapshots).where(eq(botCollabSnapshots.botId, botId))
        if (snapshot) {
          const rows = await db
            .select({ seq: botCollabUpdates.seq, update: botCollabUpdates.update })
            .from(botCollabUpdates)
            .where(and(eq(botCollabUpdates.botId, botId), gt(botCollabUpdates.seq, snapshot.uptoSeq)))
            .orderBy(asc(botCollabUpdates.seq))
          return {
            updates: [snapshot.state, ...rows.map((row) => row.update)],
            lastSeq: Math.max(snapshot.uptoSeq, ...rows.map((row) => row.seq)),
            documentUpdatedAt: snapshot.documentUpdatedAt,
          }
        }
        const bot = await documentOf(db, botId)
        if (!bot) return null
        const doc = new Y.Doc()
        applyBotChange(doc, {}, bot)
        const state = Y.encodeStateAsUpdate(doc)
        const created = await db
          .insert(botCollabSnapshots)
          .values({ botId, state, uptoSeq: 0, documentUpdatedAt: bot.updatedAt })
          .onConflictDoNothing()
          .returning({ botId: botCollabSnapshots.botId })
        if (created.length > 0) return { updates: [state], lastSeq: 0, documentUpdatedAt: bot.updatedAt, doc }
      }
      throw new Error(`the shared document of bot ${botId} could not be created`)
    },

    /** Appends an update to the log; returns its seq. */
    async append(botId: string, update: Uint8Array): Promise<number> {
      const [row] = await db.insert(botCollabUpdates).values({ botId, update }).returning({ seq: botCollabUpdates.seq })
      return row.seq
    },

    /** One logged update by seq (null once compaction merged it into the snapshot). */
    async update(seq: number): Promise<Uint8Array | null> {
      const [row] = await db.select({ update: botCollabUpdates.update }).from(botCollabUpdates).where(eq(botCollabUpdates.seq, seq))
      return row?.update ?? null
    },

    /** Merges the log into the snapshot (deleted content is dropped); returns the sizes before and after. */
    async compact(botId: string) {
      return db.transaction(async (tx) => {
        const [snapshot] = await tx.select().from(botCollabSnapshots).where(eq(botCollabSnapshots.botId, botId)).for('update')
        if (!snapshot) return null
        const rows = await tx
          .select({ seq: botCollabUpdates.seq, update: botCollabUpdates.update })
          .from(botCollabUpdates)
          .where(and(eq(botCollabUpdates.botId, botId), gt(botCollabUpdates.seq, snapshot.uptoSeq)))
        if (rows.length === 0) return { before: snapshot.state.byteLength, after: snapshot.state.byteLength, merged: 0 }
        const doc = new Y.Doc()
        Y.applyUpdate(doc, snapshot.state)
        for (const row of rows) Y.applyUpdate(doc, row.update)
        const state = Y.encodeStateAsUpdate(doc)
        const uptoSeq = Math.max(...rows.map((row) => row.seq))
        await tx.update(botCollabSnapshots).set({ state, uptoSeq, updatedAt: new Date() }).where(eq(botCollabSnapshots.botId, botId))
        // Exactly the rows merged: one committed meanwhile with a lower seq stays in the log.
        await tx.delete(botCollabUpdates).where(inArray(botCollabUpdates.seq, rows.map((row) => row.seq)))
        const logBytes = rows.reduce((sum, row) => sum + row.update.byteLength, 0)
        return { before: snapshot.state.byteLength + logBytes, after: state.byteLength, merged: rows.length }
      })
    },

    /**
     * Writes the shared document back into the bot row when it differs (JSONB compares by value),
     * and records the row version it now matches. Returns the new `updatedAt`, or null when equal.
     */
    async writeDocument(botId: string, document: BotDocument): Promise<Date | null> {
      return db.transaction(async (tx) => {
        const changed = sql`(${bots.events} is distinct from ${JSON.stringify(document.events)}::jsonb or ${bots.groups} is distinct from ${JSON.stringify(document.groups)}::jsonb or ${bots.edges} is distinct from ${JSON.stringify(document.edges)}::jsonb or ${bots.variables} is distinct from ${JSON.stringify(document.variables)}::jsonb or ${bots.theme} is distinct from ${JSON.stringify(document.theme)}::jsonb or ${bots.settings} is distinct from ${JSON.stringify(document.settings)}::jsonb)`
        const [row] = await tx
          .update(bots)
          .set({ ...document, updatedAt: new Date() })
          .where(and(eq(bots.id, botId), changed))
          .returning({ updatedAt: bots.updatedAt })
        if (!row) return null
        await tx.update(botCollabSnapshots).set({ documentUpdatedAt: row.updatedAt }).where(eq(botCollabSnapshots.botId, botId))
        return row.updatedAt
      })
    },

    /** Records that the shared document holds the bot row of `updatedAt` (a REST write was applied into it). */
    async markDocumentVersion(botId: string, updatedAt: Date) {
      await db.update(botCollabSnapshots).set({ documentUpdatedAt: updatedAt }).where(eq(botCollabSnapshots.botId, botId))
    },

    /** The canvas notes the table holds (the REST routes write there; the shared document takes them in when opened). */
    notesOf: (botId: string) => storedNotes(db, botId),

    /** Makes the notes table hold the shared document's notes. */
    writeNotes: (botId: string, doc: Y.Doc) => storeNotes(db, botId, doc),

    /** Writes one note of the shared document over its row. */
    writeNote: (botId: string, note: CanvasNote) => storeNote(db, botId, note),

    /** Whether the bot has a shared document yet (none until someone opens it live). */
    async exists(botId: string) {
      const [row] = await db.select({ botId: botCollabSnapshots.botId }).from(botCollabSnapshots).where(eq(botCollabSnapshots.botId, botId))
      return Boolean(row)
    },
  }
}

export type CollabStore = ReturnType<typeof createCollabStore>

/** Rows of the log for a bot; for the benchmark's figures. */
export async function logSize(db: Database, botId: string) {
  const [row] = await db.execute(sql`select count(*)::int as count, coalesce(sum(octet_length(${botCollabUpdates.update})), 0)::int as bytes from ${botCollabUpdates} where ${botCollabUpdates.botId} = ${botId}`).then((r) => (r as unknown as { rows: { count: number; bytes: number }[] }).rows)
  const [snapshot] = await db.select({ bytes: sql<number>`octet_length(${botCollabSnapshots.state})::int` }).from(botCollabSnapshots).where(eq(botCollabSnapshots.botId, botId))
  return { updates: row.count, logBytes: row.bytes, snapshotBytes: snapshot?.bytes ?? 0 }
}
