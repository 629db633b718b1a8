export type EmbedMode = 'standard' | 'popup' | 'bubble'

export type EmbedOptions = {
  standard: { width: string; height: string }
  /** Seconds before the popup opens by itself; null: only when the page opens it. */
  popup: { autoShowDelay: number | null }
  bubble: { buttonColor: string; iconColor: string; previewMessage: string; previewMessageDelay: number | null }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** ` name="value"` for each pair whose value is set (null, undefined and "" are left out). */
const attributes = (pairs: [string, string | number | null | undefined][]) =>
  pairs
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('')

/**
 * The HTML that puts the bot of `publicId` on another website (the format /embed.js reads): the
 * script, then the element of the chosen mode with its options as attributes.
 */
export function embedSnippet(mode: EmbedMode, options: EmbedOptions, base: string, publicId: string): string {
  const script = `<script src="${escapeAttribute(`${base}/embed.js`)}" defer></script>`
  const element = (tag: string, pairs: [string, string | number | null | undefined][]) => `<${tag}${attributes([['public-id', publicId], ...pairs])}></${tag}>`
  switch (mode) {
    case 'standard': {
      const { width, height } = options.standard
      return `${script}\n${element('chatbot-standard', [['style', `width:${width || '100%'};height:${height || '600px'}`]])}`
    }
    case 'popup':
      return `${script}\n${element('chatbot-popup', [['auto-show-delay', options.popup.autoShowDelay]])}`
    case 'bubble': {
      const { buttonColor, iconColor, previewMessage, previewMessageDelay } = options.bubble
      return `${script}\n${element('chatbot-bubble', [
        ['button-color', buttonColor],
        ['button-icon-color', iconColor],
        ['preview-message', previewMessage.trim()],
        // A delay without a message to show would mean nothing.
        ['preview-message-delay', previewMessage.trim() ? previewMessageDelay : null],
      ])}`
    }
  }
}
