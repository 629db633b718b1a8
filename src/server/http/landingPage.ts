/** What `/` shows when the admin app has not been built: the service is up, here is its reference. */
export const landingPage = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Chatbot builder — service running</title>
<style>body{font:16px/1.6 system-ui,sans-serif;max-width:640px;margin:15vh auto;padding:0 24px;color:#1f2328}
@media (prefers-color-scheme: dark){body{background:#0d1117;color:#e6edf3}a{color:#4493f8}}</style></head>
<body><h1>The chat service is running</h1>
<p>The builder API answers under <code>/api</code>. Read the <a href="/api/docs">API reference</a>
or fetch the <a href="/api/openapi.json">OpenAPI document</a>.</p></body></html>`
