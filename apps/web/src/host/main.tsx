import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HostApp } from './HostApp.tsx';
import './host.css';

const root = document.getElementById('root');
if (!root) throw new Error('host.html has no #root');
createRoot(root).render(
  <StrictMode>
    <HostApp />
  </StrictMode>,
);
