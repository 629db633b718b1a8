/**
 * The chat's stylesheet, inside its shadow root: nothing leaks in from the host page (or the
 * builder's Tailwind) and nothing leaks out. Every themed value comes from `themeVariables`.
 */
export const chatCss = `
:host{display:block;height:100%;width:100%;contain:content}
*,*::before,*::after{box-sizing:border-box}
.bbc-root{position:relative;display:flex;flex-direction:column;height:100%;width:100%;overflow:hidden;font-family:var(--bbc-font);font-size:16px;line-height:1.5;color:var(--bbc-container-color);background:var(--bbc-background);-webkit-text-size-adjust:100%}
.bbc-container{flex:1;align-self:center;overflow-y:auto;overscroll-behavior:contain;width:100%;max-width:var(--bbc-container-max-width);max-height:var(--bbc-container-max-height);background:var(--bbc-container-bg);color:var(--bbc-container-color);border:var(--bbc-container-border);border-radius:var(--bbc-container-radius);box-shadow:var(--bbc-container-shadow);backdrop-filter:var(--bbc-container-blur)}
.bbc-content{display:flex;flex-direction:column;gap:10px;padding:20px 16px 28px}
.bbc-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:10px}
.bbc-row{display:flex;align-items:flex-end;gap:8px;min-width:0;animation:bbc-in .2s ease-out}
.bbc-row-guest{justify-content:flex-end}
.bbc-row-stack{flex-direction:column;align-items:stretch}
.bbc-avatar{flex:none;width:32px;height:32px;border-radius:50%;object-fit:cover;background:var(--bbc-host-bg);display:grid;place-items:center;overflow:hidden}
.bbc-avatar svg{width:20px;height:20px;color:var(--bbc-host-color)}
.bbc-avatar-guest{background:var(--bbc-guest-bg)}
.bbc-avatar-guest svg{color:var(--bbc-guest-color)}
.bbc-avatar-space{flex:none;width:32px}
.bbc-bubble{max-width:min(100%,34rem);padding:8px 14px;overflow-wrap:anywhere;min-width:0}
.bbc-host{background:var(--bbc-host-bg);color:var(--bbc-host-color);border:var(--bbc-host-border);border-radius:var(--bbc-host-radius);box-shadow:var(--bbc-host-shadow);backdrop-filter:var(--bbc-host-blur)}
.bbc-guest{background:var(--bbc-guest-bg);color:var(--bbc-guest-color);border:var(--bbc-guest-border);border-radius:var(--bbc-guest-radius);box-shadow:var(--bbc-guest-shadow);backdrop-filter:var(--bbc-guest-blur);white-space:pre-wrap}
.bbc-media{padding:0;overflow:hidden;width:100%;max-width:min(100%,28rem)}
.bbc-rich p{margin:0;white-space:pre-wrap;min-height:1.5em}
.bbc-rich p+p,.bbc-rich ul,.bbc-rich ol{margin-top:.5em}
.bbc-rich ul,.bbc-rich ol{margin-bottom:0;padding-left:1.25em}
.bbc-rich a{color:inherit;text-decoration:underline;text-underline-offset:2px}
.bbc-rich h1,.bbc-rich h2,.bbc-rich h3{margin:0 0 .25em;font-size:1.15em;line-height:1.3}
.bbc-image{display:block;width:100%;height:auto;max-height:32rem;object-fit:contain}
.bbc-frame{display:block;width:100%;border:0}
.bbc-video{display:block;width:100%;max-height:32rem;background:#000}
.bbc-audio{display:block;width:100%;min-width:14rem;padding:6px}
.bbc-typing{display:inline-flex;gap:4px;align-items:center;height:24px;padding:0 2px}
.bbc-typing span{width:7px;height:7px;border-radius:50%;background:currentColor;opacity:.5;animation:bbc-dot 1s infinite ease-in-out}
.bbc-typing span:nth-child(2){animation-delay:.15s}
.bbc-typing span:nth-child(3){animation-delay:.3s}
.bbc-notice{align-self:center;max-width:min(100%,30rem);padding:10px 14px;border-radius:10px;background:#fef2f2;color:#7f1d1d;border:1px solid #fecaca;font-size:14px;text-align:center}
.bbc-notice strong{display:block}
.bbc-notice .bbc-actions{justify-content:center;margin-top:8px}
.bbc-input{display:flex;flex-direction:column;align-items:flex-end;gap:8px;width:100%;animation:bbc-in .2s ease-out}
.bbc-form{display:flex;gap:8px;align-items:flex-end;width:100%;max-width:min(100%,30rem);flex-wrap:wrap;justify-content:flex-end}
.bbc-form-grow{flex:1 1 12rem;min-width:0;display:flex;flex-direction:column;gap:6px}
.bbc-field{width:100%;min-height:44px;padding:10px 12px;font:inherit;color:var(--bbc-input-color);background:var(--bbc-input-bg);border:var(--bbc-input-border);border-radius:var(--bbc-input-radius);box-shadow:var(--bbc-input-shadow);backdrop-filter:var(--bbc-input-blur);outline:none}
.bbc-field::placeholder{color:var(--bbc-input-placeholder);opacity:1}
textarea.bbc-field{resize:vertical;min-height:88px;max-height:40vh}
.bbc-field[aria-invalid=true]{border-color:#dc2626;box-shadow:0 0 0 1px #dc2626}
.bbc-label{font-size:13px;opacity:.85}
.bbc-error{font-size:13px;color:#b91c1c;background:#fff;border-radius:6px;padding:2px 6px;align-self:flex-end}
.bbc-button{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:44px;padding:8px 16px;font:inherit;font-weight:600;cursor:pointer;color:var(--bbc-button-color);background:var(--bbc-button-bg);border:var(--bbc-button-border);border-radius:var(--bbc-button-radius);box-shadow:var(--bbc-button-shadow);backdrop-filter:var(--bbc-button-blur);transition:filter .15s,opacity .15s;text-align:center}
.bbc-button:hover:not(:disabled){filter:brightness(1.08)}
.bbc-button:disabled{opacity:.55;cursor:not-allowed}
.bbc-button-outline{color:var(--bbc-button-bg);background:transparent;border:1.5px solid var(--bbc-button-bg)}
.bbc-button[aria-pressed=true],.bbc-button[aria-checked=true]{color:var(--bbc-button-color);background:var(--bbc-button-bg)}
.bbc-button-quiet{background:transparent;color:inherit;border:1px solid currentColor;box-shadow:none;opacity:.8;font-weight:500}
.bbc-icon-button{min-width:44px;padding:8px}
.bbc-icon-button svg{width:20px;height:20px}
:focus-visible{outline:3px solid var(--bbc-button-bg);outline-offset:2px}
.bbc-field:focus-visible{outline:2px solid var(--bbc-button-bg);outline-offset:1px}
.bbc-choices{display:flex;flex-wrap:wrap;gap:8px;justify-content:flex-end;width:100%;max-width:min(100%,34rem);margin:0;padding:0;list-style:none}
.bbc-choices-vertical{flex-direction:column;align-items:flex-end}
.bbc-choices-vertical .bbc-button{width:min(100%,22rem)}
.bbc-actions{display:flex;gap:8px;flex-wrap:wrap;justify-content:flex-end}
.bbc-search{max-width:min(100%,22rem)}
.bbc-pictures{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(9.5rem,1fr));gap:10px;width:100%;max-width:34rem}
.bbc-card{display:flex;flex-direction:column;overflow:hidden;min-width:0;text-align:left;padding:0;color:var(--bbc-host-color);background:var(--bbc-host-bg);border:var(--bbc-host-border);border-radius:var(--bbc-host-radius);box-shadow:var(--bbc-host-shadow)}
button.bbc-card{font:inherit;cursor:pointer}
.bbc-card[aria-pressed=true]{outline:3px solid var(--bbc-button-bg);outline-offset:-3px}
.bbc-card img{width:100%;aspect-ratio:4/3;object-fit:cover;display:block;background:rgba(127,127,127,.15)}
.bbc-card-body{display:flex;flex-direction:column;gap:4px;padding:10px 12px}
.bbc-card-title{font-weight:600}
.bbc-card-text{font-size:14px;opacity:.85;white-space:pre-wrap}
.bbc-cards{list-style:none;margin:0;display:flex;gap:12px;overflow-x:auto;width:100%;padding:2px 2px 8px;scroll-snap-type:x mandatory}
.bbc-cards .bbc-card{flex:0 0 min(16rem,80%);scroll-snap-align:start}
.bbc-cards .bbc-card-body .bbc-button{width:100%;margin-top:6px}
.bbc-rating{display:flex;flex-direction:column;gap:8px;align-items:flex-end;max-width:100%}
.bbc-rating-scale{display:flex;flex-wrap:wrap;gap:6px;justify-content:flex-end}
.bbc-rating-scale .bbc-button{min-width:44px;padding:8px 10px}
.bbc-rating-labels{display:flex;justify-content:space-between;width:100%;font-size:13px;opacity:.8;gap:12px}
.bbc-star{padding:4px;min-width:44px;background:transparent;border:0;box-shadow:none;color:var(--bbc-button-bg);cursor:pointer;border-radius:8px}
.bbc-star svg,.bbc-star img{width:32px;height:32px;display:block}
.bbc-star[aria-checked=false] svg{fill:none}
.bbc-star[aria-checked=true] svg{fill:currentColor}
.bbc-star[aria-checked=false] img{opacity:.35}
.bbc-payment{display:flex;flex-direction:column;align-items:stretch;gap:12px;width:100%;max-width:30rem;padding:16px;border-radius:var(--bbc-input-radius);background:var(--bbc-input-bg);border:var(--bbc-input-border);box-shadow:var(--bbc-input-shadow)}
.bbc-payment .bbc-spinner{align-self:center}
.bbc-drop{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;width:100%;max-width:30rem;min-height:120px;padding:16px;text-align:center;cursor:pointer;border:2px dashed var(--bbc-button-bg);border-radius:var(--bbc-input-radius);background:var(--bbc-input-bg);color:var(--bbc-input-color)}
.bbc-drop[data-over=true]{filter:brightness(.96)}
.bbc-drop svg{width:28px;height:28px;color:var(--bbc-button-bg)}
.bbc-files{list-style:none;margin:0;padding:0;font-size:14px;width:100%;max-width:30rem;display:flex;flex-direction:column;gap:4px}
.bbc-files li{display:flex;gap:8px;align-items:center;justify-content:space-between}
.bbc-meter{height:6px;border-radius:3px;background:rgba(127,127,127,.25);overflow:hidden;width:100%;max-width:30rem}
.bbc-meter span{display:block;height:100%;background:var(--bbc-button-bg);transition:width .2s}
.bbc-guest-files{margin:4px 0 0;padding-left:1.1em}
.bbc-progress{position:absolute;left:0;right:0;height:var(--bbc-progress-height);background:var(--bbc-progress-bg);z-index:2}
.bbc-progress-top{top:0}
.bbc-progress-bottom{bottom:0}
.bbc-progress span{display:block;height:100%;background:var(--bbc-progress-color);transition:width .3s}
.bbc-language{flex:none;display:flex;justify-content:flex-end;align-self:center;width:100%;max-width:var(--bbc-container-max-width);padding:8px 12px 0}
.bbc-language-label{display:flex;align-items:center;gap:4px;padding:2px 4px 2px 8px;border-radius:8px;background:var(--bbc-host-bg);color:var(--bbc-host-color);border:1px solid color-mix(in srgb,var(--bbc-host-color) 25%,transparent)}
.bbc-language-select{font:inherit;font-size:14px;color:inherit;background:transparent;border:0;padding:4px 2px;min-height:32px;cursor:pointer}
.bbc-language-select:focus-visible{outline:2px solid var(--bbc-button-bg);outline-offset:2px}
.bbc-language-select option{color:#202020;background:#fff}
.bbc-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.bbc-status{align-self:center;font-size:14px;opacity:.75;padding:8px}
.bbc-spinner{width:20px;height:20px;border-radius:50%;border:2px solid currentColor;border-right-color:transparent;animation:bbc-spin .8s linear infinite}
.bbc-back{align-self:flex-start;min-height:40px;padding:6px 14px;font-size:14px}
.bbc-focused [data-history]{visibility:hidden;opacity:0;max-height:0;margin-top:-10px;overflow:hidden;pointer-events:none;animation:bbc-fade-away .45s ease-in}
.bbc-focused [data-question-start]:focus{outline:none}
.bbc-focused [data-question-start]:focus-visible{outline:3px solid var(--bbc-button-bg);outline-offset:4px;border-radius:8px}
@keyframes bbc-fade-away{from{visibility:visible;opacity:1;max-height:40rem;margin-top:0}60%{opacity:0}}
@keyframes bbc-in{from{opacity:0;transform:translateY(4px)}to{opacity:1;transform:none}}
@keyframes bbc-dot{0%,80%,100%{transform:scale(.6);opacity:.35}40%{transform:scale(1);opacity:.9}}
@keyframes bbc-spin{to{transform:rotate(360deg)}}
@media (max-width:480px){.bbc-content{padding:14px 10px 20px}.bbc-avatar{width:28px;height:28px}.bbc-avatar-space{width:28px}.bbc-bubble{max-width:100%}.bbc-pictures{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}
`
