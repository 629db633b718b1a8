import type * as Y from 'yjs'
import type { BotDocument } from '../bot/bot'
import type { Block } from '../bot/blocks'
import type { BotEvent } from '../bot/event'
import type { Edge } from '../bot/edge'
import type { Group } from '../bot/group'
import type { Variable } from '../bot/variable'
import { BLOCK_IDS, sharedBotDoc, type OrderedCollection } from './botDocShape'
import { readBlockMap } from './blockItems'
import { readJsonMap, sameElements } from './jsonInYjs'

/** What a first read may hand back as it is (the editor's working copy has no theme or settings). */
type BotLike = Partial<Pick<BotDocument, 'events' | 'groups' | 'edges' | 'variables'>>

const byId = (items: readonly { id: string }[] | undefined) => new Map(items?.map((item) => [item.id, item]))

/** Reuses `previous` when every element is the very same object (what React and the save check compare). */
const sameOr = <T>(previous: T[] | undefined, next: T[]): T[] => (previous && sameElements(previous, next) ? previous : next)

/**
 * Reads the bot document out of its shared Y.Doc, keeping the objects of everything that did not
 * change since the last read (a moved group is one new object; the other 299 stay the same), and
 * repairing what concurrent edits can leave behind so every reader sees a valid bot: an id listed
 * twice counts once, a block listed by two groups (moved by two people) stays in the first, an edge
 * whose end was deleted is left out, and a variable whose name a collaborator also took is renamed.
 */
export function createBotDocReader(doc: Y.Doc) {
  const shared = sharedBotDoc(doc)
  const cache = new WeakMap<object, unknown>()
  let last: Partial<BotDocument> = {}
  const forget = (transaction: Y.Transaction) => {
    for (const type of transaction.changed.keys()) {
      for (let t: { _item: Y.Item | null } | null = type; t; t = (t._item?.parent as { _item: Y.Item | null } | undefined) ?? null) cache.delete(t)
    }
  }
  doc.on('afterTransaction', forget)

  /** `like`: objects by id to return where equal (the first read's, see `read`). */
  const ordered = <T>(name: OrderedCollection, like?: Map<string, unknown>): T[] => {
    const items = shared.items(name)
    const seen = new Set<string>()
    const result: T[] = []
    for (const id of shared.order(name)) {
      const map = items.get(id)
      if (!map || seen.has(id)) continue
      seen.add(id)
      result.push(readJsonMap(map, cache, like?.get(id)) as T)
    }
    return result
  }

  const groupsOf = (previous: Group[] | undefined, like?: BotLike) => {
    const blocks = shared.items('blocks')
    const placed = new Set<string>()
    const before = new Map(previous?.map((group) => [group.id, group]))
    const likeBlocks = like && byId(like.groups?.flatMap((group) => group.blocks))
    return ordered<Record<string, unknown>>('groups', like && byId(like.groups)).map((fields) => {
      const blockIds = (fields[BLOCK_IDS] as Y.Array<string> | undefined)?.toArray() ?? []
      const groupBlocks: Block[] = []
      for (const id of blockIds) {
        const map = blocks.get(id)
        if (!map || placed.has(id)) continue
        placed.add(id)
        groupBlocks.push(readBlockMap(map, cache, likeBlocks?.get(id) as Record<string, unknown> | undefined) as unknown as Block)
      }
      const { [BLOCK_IDS]: _list, ...rest } = fields
      const old = before.get(fields.id as string)
      const sameFields = old && Object.keys(rest).every((key) => (old as Record<string, unknown>)[key] === rest[key]) && Object.keys(old).length === Object.keys(rest).length + 1
      const blocksArray = sameOr(old?.blocks, groupBlocks)
      return sameFields && blocksArray === old.blocks ? old : ({ ...rest, blocks: blocksArray } as Group)
    })
  }

  const validEdges = (edges: Edge[], groups: Group[], events: BotEvent[]) => {
    const groupIds = new Set(groups.map((g) => g.id))
    const blockIds = new Set(groups.flatMap((g) => g.blocks.map((b) => b.id)))
    const eventIds = new Set(events.map((e) => e.id))
    return edges.filter((edge) => {
      const fromOk = 'eventId' in edge.from ? eventIds.has(edge.from.eventId) : blockIds.has(edge.from.blockId)
      return fromOk && groupIds.has(edge.to.groupId) && (!edge.to.blockId || blockIds.has(edge.to.blockId))
    })
  }

  const uniquelyNamed = (variables: Variable[]) => {
    const names = new Set<string>()
    return variables.map((variable) => {
      let name = variable.name
      for (let n = 2; names.has(name); n++) name = `${variable.name} (${n})`
      names.add(name)
      return name === variable.name ? variable : { ...variable, name }
    })
  }

  return {
    /**
     * The bot document as the shared doc holds it now (valid even mid-merge). With `like` (the
     * copy the editor drew before going live), everything equal to it is returned as its very
     * objects, so the canvas re-renders only what the shared document changed.
     */
    read(like?: BotLike): BotDocument {
      if (like) last = { ...last, ...like }
      const events = sameOr(last.events, ordered<BotEvent>('events', like && byId(like.events)))
      const groups = sameOr(last.groups, groupsOf(last.groups, like))
      const edges = sameOr(last.edges, validEdges(ordered<Edge>('edges', like && byId(like.edges)), groups, events))
      const variables = sameOr(last.variables, uniquelyNamed(ordered<Variable>('variables', like && byId(like.variables))))
      const theme = readJsonMap(shared.theme, cache) as BotDocument['theme']
      const settings = readJsonMap(shared.settings, cache) as BotDocument['settings']
      last = { events, groups, edges, variables, theme, settings }
      return last as BotDocument
    },
    destroy: () => doc.off('afterTransaction', forget),
  }
}

export type BotDocReader = ReturnType<typeof createBotDocReader>
