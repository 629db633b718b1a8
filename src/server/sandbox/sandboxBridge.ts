/**
 * JavaScript evaluated in every fresh QuickJS context before the user's code. It defines what the
 * code may call besides the language itself: `setVariable(name, value)`, `fetch(url, init)` when the
 * run allows it (resolves to the response text; a non-string body is sent as JSON), and a `console`
 * whose methods do nothing (so code copied from a browser does not fail on logging). The host
 * functions stay in this closure, and JSON is captured before user code can replace it.
 *
 * It returns `{toJson, parse}`, which the worker uses to convert values in and out.
 */
export const sandboxBridgeSource = `(function (rawSetVariable, rawFetch) {
  'use strict'
  const stringify = JSON.stringify
  const parse = JSON.parse
  const define = (name, value) => Object.defineProperty(globalThis, name, { value, writable: true, configurable: true })
  define('setVariable', function setVariable(name, value) {
    rawSetVariable(String(name), stringify(value))
  })
  if (rawFetch) {
    define('fetch', function fetch(url, init) {
      const options = init == null ? {} : init
      const headers = {}
      if (options.headers != null) for (const key of Object.keys(options.headers)) headers[key] = String(options.headers[key])
      const body = options.body == null ? undefined : typeof options.body === 'string' ? options.body : stringify(options.body)
      return rawFetch(String(url), String(options.method || 'GET').toUpperCase(), stringify(headers), body)
    })
  }
  const noop = function () {}
  define('console', { log: noop, info: noop, warn: noop, error: noop, debug: noop })
  return { toJson: (value) => stringify(value), parse: (text) => parse(text) }
})`
