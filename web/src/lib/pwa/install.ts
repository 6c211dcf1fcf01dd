/**
 * The browser's own install offer. Chrome and Edge fire `beforeinstallprompt` once the app is
 * installable (manifest, icons, a service worker controlling the page); holding on to the event
 * lets the page offer "Install the app" at a moment of its choosing. Other browsers never fire
 * it, and the page keeps its store badges.
 */
import { externalStore } from '@/lib/external-store';

/** Chrome's event; not in TypeScript's DOM library. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export interface InstallState {
  /** The browser will show its install dialog when asked. */
  readonly canInstall: boolean;
  /** Installed in this session, or running as the installed app. */
  readonly installed: boolean;
}

let offer: BeforeInstallPromptEvent | null = null;
const state = externalStore<InstallState>({ canInstall: false, installed: false });
let capturing = false;

const runsInstalled = (): boolean =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(display-mode: standalone)').matches;

/** Starts listening for the browser's offer; call once, as early as possible. */
export function captureInstallPrompt(): void {
  if (capturing) return;
  capturing = true;
  if (runsInstalled()) state.set({ canInstall: false, installed: true });
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-infobar away; the page offers installing itself.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    state.set({ canInstall: true, installed: false });
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    state.set({ canInstall: false, installed: true });
  });
}

/** Shows the browser's install dialog; an offer can be used once. */
export async function installApp(): Promise<InstallOutcome> {
  const pending = offer;
  if (!pending) return 'unavailable';
  offer = null;
  state.set({ ...state.get(), canInstall: false });
  await pending.prompt();
  const { outcome } = await pending.userChoice;
  return outcome;
}

export function useInstallState(): InstallState {
  return state.use();
}
