/** Styles of the popup and bubble chrome, inside their shadow roots so the page's CSS never reaches them. */
export const popupCss = `
:host { all: initial; }
.backdrop { position: fixed; inset: 0; background: rgb(0 0 0 / .45); display: none; align-items: center; justify-content: center; z-index: 2147483000; }
.backdrop.open { display: flex; }
.panel { position: relative; width: min(100vw - 24px, 440px); height: min(100vh - 48px, 680px); border-radius: 16px; overflow: hidden; background: #fff; box-shadow: 0 24px 64px rgb(0 0 0 / .3); }
.chat { width: 100%; height: 100%; }
.close { position: absolute; top: 8px; right: 8px; z-index: 1; width: 32px; height: 32px; border: 0; border-radius: 999px; background: rgb(0 0 0 / .55); color: #fff; font: 20px/1 system-ui, sans-serif; cursor: pointer; }
.close:focus-visible { outline: 3px solid #7aa7ff; outline-offset: 2px; }
`

export const bubbleCss = `
:host { all: initial; }
.button { position: fixed; right: 20px; bottom: 20px; width: 56px; height: 56px; border: 0; border-radius: 999px; cursor: pointer; box-shadow: 0 8px 24px rgb(0 0 0 / .25); z-index: 2147483000; display: flex; align-items: center; justify-content: center; }
.button:focus-visible { outline: 3px solid #7aa7ff; outline-offset: 3px; }
.button svg { width: 28px; height: 28px; }
.panel { position: fixed; right: 20px; bottom: 88px; width: min(100vw - 40px, 400px); height: min(100vh - 120px, 640px); border-radius: 16px; overflow: hidden; background: #fff; box-shadow: 0 16px 48px rgb(0 0 0 / .25); z-index: 2147483000; display: none; }
.panel.open { display: block; }
.chat { width: 100%; height: 100%; }
.preview { position: fixed; right: 20px; bottom: 88px; max-width: 260px; padding: 12px 14px; border-radius: 12px; background: #fff; color: #202020; font: 14px/1.4 system-ui, sans-serif; box-shadow: 0 8px 24px rgb(0 0 0 / .2); cursor: pointer; z-index: 2147483000; display: none; border: 0; text-align: left; }
.preview.visible { display: block; }
.panel-close { display: none; }
/* Phones: the chat fills the screen, the launcher gives way to the chat's own close button. */
@media (max-width: 480px) {
  .panel { right: 0; bottom: 0; width: 100vw; height: 100vh; height: 100dvh; border-radius: 0; }
  .panel.open ~ .button { display: none; }
  .panel-close { position: absolute; top: 8px; right: 8px; z-index: 1; display: flex; align-items: center; justify-content: center; width: 40px; height: 40px; border: 0; border-radius: 999px; background: rgb(0 0 0 / .6); color: #fff; cursor: pointer; }
  .panel-close svg { width: 22px; height: 22px; }
  .panel-close:focus-visible { outline: 3px solid #7aa7ff; outline-offset: 2px; }
}
`
