import type { ComponentType } from 'react'
import { forEachLanguageModel, type KnownBlock, type KnownBlockType } from '@/shared/bot/blocks'
import type { BlockFormProps } from './blockFormProps'
import { AudioBubbleForm } from './bubbles/AudioBubbleForm'
import { EmbedBubbleForm } from './bubbles/EmbedBubbleForm'
import { ImageBubbleForm } from './bubbles/ImageBubbleForm'
import { TextBubbleForm } from './bubbles/TextBubbleForm'
import { VideoBubbleForm } from './bubbles/VideoBubbleForm'
import { CardsForm } from './inputs/CardsForm'
import { ChoiceInputForm } from './inputs/ChoiceInputForm'
import { DateInputForm } from './inputs/DateInputForm'
import { FileInputForm } from './inputs/FileInputForm'
import { NumberInputForm } from './inputs/NumberInputForm'
import { PaymentInputForm } from './inputs/payment/PaymentInputForm'
import { PictureChoiceForm } from './inputs/PictureChoiceForm'
import { RatingInputForm } from './inputs/RatingInputForm'
import { RetryableInputForm } from './inputs/RetryableInputForm'
import { TextInputForm } from './inputs/TextInputForm'
import { TimeInputForm } from './inputs/TimeInputForm'
import { EmailForm } from './integrations/email/EmailForm'
import { GoogleSheetsForm } from './integrations/googleSheets/GoogleSheetsForm'
import { ChatwootForm } from './integrations/pageScripts/ChatwootForm'
import { GoogleAnalyticsForm } from './integrations/pageScripts/GoogleAnalyticsForm'
import { PixelForm } from './integrations/pageScripts/PixelForm'
import { LanguageModelForm } from './integrations/languageModel/LanguageModelForm'
import { QrCodeForm } from './integrations/qrCode/QrCodeForm'
import { NocodbForm } from './integrations/nocodb/NocodbForm'
import { SegmentForm } from './integrations/segment/SegmentForm'
import { PosthogForm } from './integrations/posthog/PosthogForm'
import { GmailForm } from './integrations/gmail/GmailForm'
import { ZendeskForm } from './integrations/zendesk/ZendeskForm'
import { OpenAiForm } from './integrations/openai/OpenAiForm'
import { WebhookForm } from './integrations/webhook/WebhookForm'
import { DifyAiForm } from './integrations/difyAi/DifyAiForm'
import { ChatNodeForm } from './integrations/chatNode/ChatNodeForm'
import { ElevenLabsForm } from './integrations/elevenLabs/ElevenLabsForm'
import { CalComForm } from './integrations/calCom/CalComForm'
import { BlinkForm } from './integrations/blink/BlinkForm'
import { AbTestForm } from './logic/AbTestForm'
import { BotLinkForm } from './logic/BotLinkForm'
import { CodeForm } from './logic/CodeForm'
import { ConditionBlockForm } from './logic/ConditionBlockForm'
import { JumpForm } from './logic/JumpForm'
import { LoopForm } from './logic/LoopForm'
import { RedirectForm } from './logic/RedirectForm'
import { NoOptionsNote } from './logic/NoOptionsNote'
import { SetVariableForm } from './logic/SetVariableForm'
import { WaitForm } from './logic/WaitForm'
import { WaitForWebhookForm } from './logic/WaitForWebhookForm'
import { InputTimeoutFields } from './inputs/InputTimeoutFields'
import { isInputBlock } from '@/shared/bot/blocks'

type FormOf<T extends KnownBlockType> = ComponentType<BlockFormProps<Extract<KnownBlock, { type: T }>>>

// A mapped type over every known type: a block type added to the catalogue without a form fails to compile.
const blockForms: { [T in KnownBlockType]: FormOf<T> } = {
  text: TextBubbleForm,
  image: ImageBubbleForm,
  video: VideoBubbleForm,
  audio: AudioBubbleForm,
  embed: EmbedBubbleForm,
  'text input': TextInputForm,
  'number input': NumberInputForm,
  'email input': RetryableInputForm,
  'url input': RetryableInputForm,
  'phone number input': RetryableInputForm,
  'date input': DateInputForm,
  'time input': TimeInputForm,
  'choice input': ChoiceInputForm,
  'picture choice input': PictureChoiceForm,
  'rating input': RatingInputForm,
  'file input': FileInputForm,
  cards: CardsForm,
  'payment input': PaymentInputForm,
  'Set variable': SetVariableForm,
  Condition: ConditionBlockForm,
  Redirect: RedirectForm,
  Code: CodeForm,
  'Bot link': BotLinkForm,
  Wait: WaitForm,
  webhook: WaitForWebhookForm,
  Jump: JumpForm,
  Return: NoOptionsNote,
  'AB test': AbTestForm,
  Loop: LoopForm,
  Webhook: WebhookForm,
  Zapier: WebhookForm,
  'Make.com': WebhookForm,
  Pabbly: WebhookForm,
  Email: EmailForm,
  OpenAI: OpenAiForm,
  ...forEachLanguageModel(() => LanguageModelForm),
  'qr-code': QrCodeForm,
  'dify-ai': DifyAiForm,
  'chat-node': ChatNodeForm,
  elevenlabs: ElevenLabsForm,
  'cal-com': CalComForm,
  blink: BlinkForm,
  'Google Sheets': GoogleSheetsForm,
  Chatwoot: ChatwootForm,
  'Google Analytics': GoogleAnalyticsForm,
  Pixel: PixelForm,
  nocodb: NocodbForm,
  segment: SegmentForm,
  posthog: PosthogForm,
  gmail: GmailForm,
  zendesk: ZendeskForm,
  start: NoOptionsNote,
}

/** The form of the block's type; every input also gets its timeout (issue 14). */
export function BlockForm({ block, onChange }: BlockFormProps<KnownBlock>) {
  const Form = blockForms[block.type] as ComponentType<BlockFormProps<KnownBlock>>
  return (
    <>
      <Form block={block} onChange={onChange} />
      {isInputBlock(block) && <InputTimeoutFields block={block} onChange={onChange} />}
    </>
  )
}
