import { sandboxWorkerMain } from './sandboxWorkerMain'

/**
 * Source text of a sandbox worker, for `new Worker(source, { eval: true })`. Shipping the function as
 * text (instead of a worker file) works the same from sources, under tsx or vitest, and in the
 * bundled server, which has no separate worker file. tsx compiles with esbuild's keepNames, which
 * wraps functions in a `__name(fn, name)` helper defined outside the function: a no-op stands in.
 */
export const workerSource = `'use strict'
const __name = (fn) => fn
;(${sandboxWorkerMain.toString()})(require)
`
