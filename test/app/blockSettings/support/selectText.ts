/** Selects the first occurrence of `text` inside `root` (within one text node), as a user's drag would. */
export function selectText(root: HTMLElement, text: string) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const index = node.textContent?.indexOf(text) ?? -1
    if (index >= 0) {
      document.getSelection()!.setBaseAndExtent(node, index, node, index + text.length)
      return
    }
  }
  throw new Error(`"${text}" is not in the editor`)
}

/** Puts the caret at the end of the editor's text. */
export function caretAtEnd(root: HTMLElement) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  let last: Node | null = null
  for (let node = walker.nextNode(); node; node = walker.nextNode()) last = node
  if (last) document.getSelection()!.setBaseAndExtent(last, last.textContent!.length, last, last.textContent!.length)
  else document.getSelection()!.setBaseAndExtent(root.firstChild ?? root, 0, root.firstChild ?? root, 0)
}
