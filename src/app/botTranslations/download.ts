/** Hands a text file to the browser's download. */
export function downloadText(text: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // The download has taken its copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** A file name made of the bot's name: letters, digits and dashes. */
export const fileStem = (name: string) => name.trim().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 60) || 'bot'
