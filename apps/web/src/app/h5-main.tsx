import { startChannelApp } from './channel-start.tsx';

// The channel app's entry (`/h5/`, hash routes). Unlike main.tsx there is no page from the server to
// paint first, so the app starts at once: its start comes in this chunk, not as one more request.
startChannelApp();
