import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureToastHost } from '../src/lib/toasts';
import { getRootStore } from '../src/stores/root-store';
import '../src/ui/tokens.css';
import '../src/ui/controls.css';
import '../src/ui/controls-more.css';
import '../src/ui/avatar.css';
import '../src/newsletter/newsletter.css';
import '../src/auth/auth.css';
import '../src/caregivers/caregivers.css';
import '../src/faq/faq.css';
import '../src/plans/plans.css';
import '../src/jobs/jobs.css';
import '../src/messaging/messaging.css';
import '../src/photos/photos.css';
import './site.css';
import './layout/header.css';
import { App } from './app';
import { KitProvider } from './kit-provider';
import { applyLanguage, savedLanguage } from './language';

// The language chosen in the footer on an earlier visit, before anything is shown.
const chosen = savedLanguage();
if (chosen) applyLanguage(chosen);

const store = getRootStore();
const notify = ensureToastHost(store.toast);
const root = createRoot(document.getElementById('root') as HTMLElement);

// spec §2: saved session state is restored before anything is shown.
void store.ready.then(() => {
  root.render(
    <StrictMode>
      <KitProvider store={store} notify={notify}>
        <App />
      </KitProvider>
    </StrictMode>,
  );
});
