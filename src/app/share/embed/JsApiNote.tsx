const calls: [string, string][] = [
  ['window.Chatbot.open()', 'opens the popup or the bubble'],
  ['window.Chatbot.close()', 'closes it'],
  ['window.Chatbot.toggle()', 'opens it when closed, closes it when open'],
  ['window.Chatbot.sendCommand("…")', 'sends a command to the running chat (a Command event of the flow)'],
  ['window.Chatbot.setPrefilledVariables({ Name: "Ada" })', 'sets variables by name before the chat starts'],
  ['window.Chatbot.showPreviewMessage("…")', 'shows a message beside the bubble'],
]

/** What a page can do with the embedded bot from its own scripts. */
export function JsApiNote() {
  return (
    <details className="rounded-lg border border-zinc-200 text-sm dark:border-zinc-800">
      <summary className="cursor-pointer px-3 py-2 font-medium text-zinc-800 dark:text-zinc-200">Drive it from your page's JavaScript</summary>
      <dl className="space-y-2 border-t border-zinc-200 px-3 py-3 dark:border-zinc-800">
        {calls.map(([call, what]) => (
          <div key={call} className="grid gap-x-3 sm:grid-cols-[minmax(0,22rem)_1fr]">
            <dt>
              <code className="text-xs break-all text-zinc-900 dark:text-zinc-100">{call}</code>
            </dt>
            <dd className="text-zinc-600 dark:text-zinc-400">{what}</dd>
          </div>
        ))}
      </dl>
    </details>
  )
}
