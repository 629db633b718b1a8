import type { ServerResponse } from 'node:http'

/** How the fake's assistants behave: what they answer, and the function a run calls first. */
export type FakeAssistants = {
  answer: string
  functionCall?: { name: string; arguments: Record<string, unknown> }
  /** Runs stay `in_progress` forever (a stuck assistant). */
  neverFinishes?: boolean
}

type Run = { id: string; threadId: string; assistantId: string; polls: number; toolOutput?: string; status: string }

const threads = new Map<string, { role: string; content: unknown; runId?: string }[]>()
const runs = new Map<string, Run>()
let counter = 0

const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))

/** The run as the API shows it; each poll moves it on: queued → in_progress → requires_action or completed. */
function advance(run: Run, script: FakeAssistants) {
  run.polls += 1
  if (script.neverFinishes || run.status === 'completed' || run.status === 'requires_action') return
  if (run.polls < 2) run.status = 'in_progress'
  else if (script.functionCall && run.toolOutput === undefined) run.status = 'requires_action'
  else {
    run.status = 'completed'
    const said = `${script.answer}${run.toolOutput === undefined ? '' : ` (${run.toolOutput})`}【4:0†source】`
    threads.get(run.threadId)!.push({ role: 'assistant', runId: run.id, content: [{ type: 'text', text: { value: said, annotations: [] } }] })
  }
}

const runView = (run: Run, script: FakeAssistants) => ({
  id: run.id,
  object: 'thread.run',
  thread_id: run.threadId,
  assistant_id: run.assistantId,
  status: run.status,
  ...(run.status === 'requires_action' && {
    required_action: {
      type: 'submit_tool_outputs',
      submit_tool_outputs: { tool_calls: [{ id: 'call_a1', type: 'function', function: { name: script.functionCall!.name, arguments: JSON.stringify(script.functionCall!.arguments) } }] },
    },
  }),
})

/** Answers the Assistants API routes (`/v1/threads…`); false for any other request. */
export function handleAssistants(url: string, method: string, body: Record<string, unknown>, res: ServerResponse, script: FakeAssistants | undefined): boolean {
  if (!url.startsWith('/v1/threads') || !script) return false
  const path = new URL(url, 'http://fake').pathname.split('/').filter(Boolean).slice(1)
  if (path.length === 1 && method === 'POST') {
    const id = `thread_${++counter}`
    threads.set(id, [])
    json(res, 200, { id, object: 'thread' })
    return true
  }
  const thread = threads.get(path[1])
  if (!thread) return json(res, 404, { error: { message: `No thread found with id '${path[1]}'.` } }), true
  if (path[2] === 'messages' && method === 'POST') {
    thread.push({ role: 'user', content: body.content })
    json(res, 200, { id: `msg_${++counter}`, object: 'thread.message' })
    return true
  }
  if (path[2] === 'messages' && method === 'GET') {
    const runId = new URL(url, 'http://fake').searchParams.get('run_id')
    const data = thread.filter((message) => !runId || message.runId === runId).map((message) => ({ role: message.role, run_id: message.runId, content: message.content }))
    json(res, 200, { object: 'list', data })
    return true
  }
  if (path[2] === 'runs' && path.length === 3 && method === 'POST') {
    if (body.assistant_id === 'asst_missing') return json(res, 404, { error: { message: "No assistant found with id 'asst_missing'." } }), true
    const run: Run = { id: `run_${++counter}`, threadId: path[1], assistantId: String(body.assistant_id), polls: 0, status: 'queued' }
    runs.set(run.id, run)
    json(res, 200, runView(run, script))
    return true
  }
  const run = runs.get(path[3])
  if (!run) return json(res, 404, { error: { message: 'No run found.' } }), true
  if (path[4] === 'submit_tool_outputs' && method === 'POST') {
    run.toolOutput = (body.tool_outputs as { output: string }[]).map((output) => output.output).join(', ')
    run.status = 'queued'
    run.polls = 0
    json(res, 200, runView(run, script))
    return true
  }
  advance(run, script)
  json(res, 200, runView(run, script))
  return true
}
