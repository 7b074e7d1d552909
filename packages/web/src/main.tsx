import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { captureInstallPrompt } from './app/installPrompt.ts';
import { registerServiceWorker } from './app/serviceWorker.ts';
import './styles/global.css';

// The browser may offer the install prompt before React mounts: catch it from the start.
captureInstallPrompt();
registerServiceWorker();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
