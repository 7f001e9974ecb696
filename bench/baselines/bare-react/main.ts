import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

// The baseline of ARCHITECTURE.md: React 19 rendering one heading on the client, nothing else.
const root = document.getElementById('root');
if (root) createRoot(root).render(createElement('h1', null, 'Your loan of 600.000,00 TZS'));
