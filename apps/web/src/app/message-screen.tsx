import type { ReactNode } from 'react';

/** A full-screen message: the not-found and error screens (styles inline in index.html). */
export const MessageScreen = ({ title, children }: { title: string; children?: ReactNode }) => (
  <main className="message-screen">
    <h1>{title}</h1>
    {children}
  </main>
);
