import { startChannelApp } from './channel-start.tsx';

// The channel app's entry (`/h5/…`). A page the server rendered asks for it once it has painted (the
// server's paint-first script), maybe before the document is whole: hydration waits for it. The app's
// start comes in this chunk, not as one more request.
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', startChannelApp, { once: true });
else startChannelApp();
