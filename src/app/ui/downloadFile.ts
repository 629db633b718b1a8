/** Hands a file to the browser's download, as if a link to it had been clicked. */
export function downloadFile(content: Blob | string, name: string, type?: string) {
  const url = URL.createObjectURL(typeof content === 'string' ? new Blob([content], { type }) : content)
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the blob after the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
