import type { LucideIcon } from 'lucide-react'
import {
  AudioLines, Bot, BrainCircuit, Calendar, CircleAlert, Clock, CornerDownRight, ExternalLink, Film, Flag, GalleryHorizontalEnd, GitBranch, Hash, Image,
  Images, Inbox, Link, ListChecks, Mail, MessageSquareText, Phone, Puzzle, QrCode, Reply, Send, Sparkles, SquareCode, SquareSlash, Split, Star, TextCursorInput,
  Timer, Undo2, Upload, Variable, Webhook, Zap, Code,
} from 'lucide-react'
import { Repeat } from 'lucide-react'
import { AudioWaveform, BotMessageSquare, CalendarCheck, CreditCard, Megaphone, Workflow } from 'lucide-react'
import { ChartLine, Crosshair, Headset, Sheet } from 'lucide-react'
import { forEachLanguageModel, languageModelProviders } from '@/shared/bot/blocks'
import { ChartNoAxesCombined, Database, LifeBuoy, MailPlus, Radar } from 'lucide-react'
import { FlagOff, Hourglass } from 'lucide-react'
import type { AddableBlockType } from '../commands/blocks/newBlock'
import type { AddableEventType } from '../commands/events/addEvent'

export type SectionId = 'bubbles' | 'inputs' | 'logic' | 'integrations' | 'events'
export type CatalogEntry = { label: string; icon: LucideIcon; section: SectionId; keywords?: string }

/** Every block a user can add, by `type`: its name in the builder, its icon and its section. */
export const blockCatalog: Record<AddableBlockType, CatalogEntry> = {
  text: { label: 'Text', icon: MessageSquareText, section: 'bubbles', keywords: 'message bubble' },
  image: { label: 'Image', icon: Image, section: 'bubbles', keywords: 'picture gif' },
  video: { label: 'Video', icon: Film, section: 'bubbles', keywords: 'youtube vimeo' },
  audio: { label: 'Audio', icon: AudioLines, section: 'bubbles', keywords: 'sound' },
  embed: { label: 'Embed', icon: Code, section: 'bubbles', keywords: 'iframe pdf' },
  'text input': { label: 'Text', icon: TextCursorInput, section: 'inputs', keywords: 'question answer' },
  'number input': { label: 'Number', icon: Hash, section: 'inputs' },
  'email input': { label: 'Email', icon: Mail, section: 'inputs' },
  'url input': { label: 'Website', icon: Link, section: 'inputs', keywords: 'url link' },
  'phone number input': { label: 'Phone', icon: Phone, section: 'inputs' },
  'date input': { label: 'Date', icon: Calendar, section: 'inputs' },
  'time input': { label: 'Time', icon: Clock, section: 'inputs' },
  'choice input': { label: 'Buttons', icon: ListChecks, section: 'inputs', keywords: 'choice options' },
  'picture choice input': { label: 'Pic choice', icon: Images, section: 'inputs', keywords: 'picture image choice' },
  'rating input': { label: 'Rating', icon: Star, section: 'inputs', keywords: 'nps score' },
  'file input': { label: 'File', icon: Upload, section: 'inputs', keywords: 'upload' },
  cards: { label: 'Cards', icon: GalleryHorizontalEnd, section: 'inputs', keywords: 'carousel' },
  'payment input': { label: 'Payment', icon: CreditCard, section: 'inputs', keywords: 'stripe card checkout pay' },
  'Set variable': { label: 'Set variable', icon: Variable, section: 'logic' },
  Condition: { label: 'Condition', icon: GitBranch, section: 'logic', keywords: 'if branch' },
  Redirect: { label: 'Redirect', icon: ExternalLink, section: 'logic', keywords: 'url link' },
  Code: { label: 'Script', icon: SquareCode, section: 'logic', keywords: 'code javascript' },
  'Bot link': { label: 'Bot link', icon: Bot, section: 'logic', keywords: 'typebot' },
  Wait: { label: 'Wait', icon: Timer, section: 'logic', keywords: 'delay pause' },
  webhook: { label: 'Wait for webhook', icon: Inbox, section: 'logic', keywords: 'webhook pause callback resume' },
  Jump: { label: 'Jump', icon: CornerDownRight, section: 'logic', keywords: 'go to' },
  Return: { label: 'Return', icon: Undo2, section: 'logic', keywords: 'back' },
  'AB test': { label: 'AB test', icon: Split, section: 'logic', keywords: 'split random' },
  Loop: { label: 'Loop', icon: Repeat, section: 'logic', keywords: 'for each while repeat list iterate' },
  Webhook: { label: 'HTTP request', icon: Webhook, section: 'integrations', keywords: 'webhook api' },
  Zapier: { label: 'Zapier', icon: Zap, section: 'integrations', keywords: 'webhook automation' },
  'Make.com': { label: 'Make.com', icon: Zap, section: 'integrations', keywords: 'webhook automation integromat' },
  Pabbly: { label: 'Pabbly Connect', icon: Zap, section: 'integrations', keywords: 'webhook automation' },
  Email: { label: 'Send email', icon: Send, section: 'integrations', keywords: 'smtp mail' },
  OpenAI: { label: 'OpenAI (legacy)', icon: Sparkles, section: 'integrations', keywords: 'gpt ai chat' },
  ...forEachLanguageModel((provider) => ({
    label: languageModelProviders[provider].label,
    icon: BrainCircuit,
    section: 'integrations' as const,
    keywords: 'ai llm chat model completion',
  })),
  'qr-code': { label: 'QR code', icon: QrCode, section: 'integrations', keywords: 'image barcode link' },
  'dify-ai': { label: 'Dify.AI', icon: Workflow, section: 'integrations', keywords: 'ai llm agent chat app' },
  'chat-node': { label: 'ChatNode', icon: BotMessageSquare, section: 'integrations', keywords: 'ai chatbot chat' },
  elevenlabs: { label: 'ElevenLabs', icon: AudioWaveform, section: 'integrations', keywords: 'ai voice speech audio tts' },
  'cal-com': { label: 'Cal.com', icon: CalendarCheck, section: 'integrations', keywords: 'calendar booking meeting schedule' },
  blink: { label: 'Blink', icon: Megaphone, section: 'integrations', keywords: 'feed employees hr crm' },
  'Google Sheets': { label: 'Google Sheets', icon: Sheet, section: 'integrations', keywords: 'spreadsheet row google excel' },
  Chatwoot: { label: 'Chatwoot', icon: Headset, section: 'integrations', keywords: 'live chat support agent widget' },
  'Google Analytics': { label: 'Google Analytics', icon: ChartLine, section: 'integrations', keywords: 'google analytics gtag event tracking' },
  Pixel: { label: 'Meta Pixel', icon: Crosshair, section: 'integrations', keywords: 'facebook meta pixel fbq event tracking ads' },
  nocodb: { label: 'NocoDB', icon: Database, section: 'integrations', keywords: 'database table records airtable' },
  segment: { label: 'Segment', icon: Radar, section: 'integrations', keywords: 'analytics events track identify cdp' },
  posthog: { label: 'PostHog', icon: ChartNoAxesCombined, section: 'integrations', keywords: 'analytics events capture product' },
  gmail: { label: 'Gmail', icon: MailPlus, section: 'integrations', keywords: 'google email mail send' },
  zendesk: { label: 'Zendesk', icon: LifeBuoy, section: 'integrations', keywords: 'support live chat widget messaging' },
}

/** Events a user can add, and the start event that every bot has. */
export const eventCatalog: Record<AddableEventType | 'start', CatalogEntry> = {
  start: { label: 'Start', icon: Flag, section: 'events' },
  command: { label: 'Command', icon: SquareSlash, section: 'events', keywords: 'slash' },
  reply: { label: 'Reply', icon: Reply, section: 'events', keywords: 'answer message' },
  invalidReply: { label: 'Invalid reply', icon: CircleAlert, section: 'events', keywords: 'error retry' },
  conversationEnd: { label: 'Chat ended', icon: FlagOff, section: 'events', keywords: 'conversation end finish done complete transcript server' },
  abandon: { label: 'Abandoned', icon: Hourglass, section: 'events', keywords: 'abandon idle inactive timeout left server' },
}

/** The sidebar's sections, in order. */
export const sections: { id: SectionId; label: string }[] = [
  { id: 'bubbles', label: 'Bubbles' },
  { id: 'inputs', label: 'Inputs' },
  { id: 'logic', label: 'Logic' },
  { id: 'integrations', label: 'Integrations' },
  { id: 'events', label: 'Events' },
]

/** Tailwind classes of a section's icon tile, shared by the sidebar and the canvas. */
export const sectionTone: Record<SectionId, string> = {
  bubbles: 'bg-sky-100 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300',
  inputs: 'bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300',
  logic: 'bg-violet-100 text-violet-700 dark:bg-violet-500/15 dark:text-violet-300',
  integrations: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  events: 'bg-rose-100 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300',
}

const unknownEntry: CatalogEntry = { label: 'Unsupported block', icon: Puzzle, section: 'integrations' }

/** The catalogue entry of any block type, an unsupported (imported) one included. */
export const entryOf = (type: string): CatalogEntry =>
  (blockCatalog as Record<string, CatalogEntry>)[type] ?? (eventCatalog as Record<string, CatalogEntry>)[type] ?? unknownEntry
