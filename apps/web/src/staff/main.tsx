import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StaffApp } from './app.tsx';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <StaffApp />
    </StrictMode>,
  );
}
