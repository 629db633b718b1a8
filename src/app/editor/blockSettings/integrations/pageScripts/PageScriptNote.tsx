/** Says where these blocks act: on the visitor's page, not in the builder's preview. */
export function PageScriptNote({ script }: { script: string }) {
  return (
    <p className="rounded-lg bg-zinc-100 px-3 py-2 text-xs text-zinc-600 dark:bg-zinc-800/60 dark:text-zinc-400">
      Runs on the published chat page and in embeds, where {script} loads when this step is reached. The preview only logs it.
    </p>
  )
}
