import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { setupStore } from '@/app/store';
import { captureInstallPrompt } from '@/lib/pwa/install';
import { startServiceWorker } from '@/lib/pwa/service-worker';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = setupStore();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

captureInstallPrompt();
startServiceWorker();
