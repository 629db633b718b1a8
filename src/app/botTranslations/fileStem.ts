/** A file name made of the bot's name: letters, digits and dashes. */
export const fileStem = (name: string) => name.trim().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 60) || 'bot'
