import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './app/zod-without-eval';
import './intl/i18n';
import { App, AppData } from './app/App';

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
