/**
 * The page the builder's preview runs bot owners' scripts in, served by the chat origin at
 * `/sandbox/scripts` and framed with `sandbox="allow-scripts"` (an opaque origin: no storage, no
 * cookies, nothing of the builder's page). It runs each script it is sent and posts the outcome back.
 */
export const SCRIPT_SANDBOX_PATH = '/sandbox/scripts'

export const scriptSandboxHtml = `<!doctype html><meta charset="utf-8"><title>Script sandbox</title><script>
const AsyncFunction = (async () => {}).constructor
addEventListener('message', async (event) => {
  const job = event.data
  if (event.source !== parent || !job || job.type !== 'bb-run') return
  let reply
  try {
    const value = await new AsyncFunction(...job.args.map((a) => a.id), job.content)(...job.args.map((a) => a.value))
    let json
    try { json = JSON.stringify(value) } catch (e) {}
    reply = { type: 'bb-done', id: job.id, ok: true, json }
  } catch (error) {
    reply = { type: 'bb-done', id: job.id, ok: false, error: error instanceof Error ? error.name + ': ' + error.message : String(error) }
  }
  parent.postMessage(reply, '*')
})
parent.postMessage({ type: 'bb-ready' }, '*')
</script>`
