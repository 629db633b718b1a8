/** Styles of the API reference page, inline so the page needs nothing else. */
export const docsStyles = `
:root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --bg: #fff; --panel: #f6f8fa; --line: #d1d9e0; --accent: #0b5cff; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117; --panel: #161b22; --line: #30363d; --accent: #4493f8; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.55 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); display: grid; grid-template-columns: 340px minmax(0, 1fr); }
nav { position: sticky; top: 0; height: 100vh; overflow: auto; padding: 16px; border-right: 1px solid var(--line); background: var(--panel); font-size: 13px; }
nav h1 { font-size: 15px; margin: 0 0 8px; } .navtag { font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: .04em; margin: 18px 0 6px; }
nav a { display: block; color: var(--fg); text-decoration: none; padding: 2px 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
nav a:hover { color: var(--accent); }
main { padding: 24px 40px; max-width: 1100px; min-width: 0; }
h2 { border-bottom: 1px solid var(--line); padding-bottom: 6px; margin-top: 40px; }
.op { border: 1px solid var(--line); border-radius: 8px; padding: 4px 18px 12px; margin: 16px 0; }
.op h3 { font-size: 16px; } .summary { font-weight: 600; }
.method { display: inline-block; min-width: 54px; text-align: center; font: 700 11px/1.8 ui-monospace, monospace; border-radius: 4px; color: #fff; background: #6e7781; }
.method.get { background: #1a7f37; } .method.post { background: #0b5cff; } .method.patch { background: #9a6700; } .method.delete { background: #cf222e; } .method.put { background: #8250df; }
pre { background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 12px; overflow: auto; font: 13px/1.5 ui-monospace, monospace; }
code { font: 13px ui-monospace, monospace; } table { border-collapse: collapse; width: 100%; font-size: 13px; }
th, td { text-align: left; border-bottom: 1px solid var(--line); padding: 6px 8px; vertical-align: top; }
a { color: var(--accent); } .note, .fmt, .errors { color: var(--muted); } .badge { font-size: 11px; border: 1px solid var(--line); border-radius: 10px; padding: 1px 8px; font-weight: 400; }
`
