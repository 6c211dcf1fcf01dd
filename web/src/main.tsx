import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { startLanguage } from '@/lib/i18n/language';
import { setupStore } from '@/app/store';
import { captureInstallPrompt } from '@/lib/pwa/install';
import { startServiceWorker } from '@/lib/pwa/service-worker';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = setupStore();
const router = createAppRouter();

// The first paint is already in the reader's language and direction (Urdu's texts are a
// separate chunk, fetched only for those who chose it).
void startLanguage().then(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});

captureInstallPrompt();
startServiceWorker();
