import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { config as zodConfig } from 'zod';
import './intl/i18n';
import { App, AppData } from './app/App';

// The server's Content-Security-Policy allows no eval: zod would probe for it (new Function) to
// compile its object parsers, and the browser reports the refused probe as a violation.
zodConfig({ jitless: true });

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppData>
          <App />
        </AppData>
      </BrowserRouter>
    </StrictMode>,
  );
}
