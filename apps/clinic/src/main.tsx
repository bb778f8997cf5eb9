import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './app/zod-without-eval';
import './intl/i18n';
import { App, AppData } from './app/App';

const root = document.getElementById('root');
if (root) {
  // The first render as a transition: React then renders in slices of a few milliseconds and
  // lets the browser in between, instead of one long task that blocks input on a slow phone
  // (Lighthouse's total blocking time; issue 11).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <AppData>
            <App />
          </AppData>
        </BrowserRouter>
      </StrictMode>,
    );
  });
}
