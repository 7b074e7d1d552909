import { useSyncExternalStore } from 'react';

// `beforeinstallprompt` (Chromium) says the app can be installed; the install button of the
// bottom bar appears only after it fired (spec §1) and asks with the saved event.

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let saved: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    saved = e as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    saved = null;
    emit();
  });
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useCanInstall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => saved !== null,
    () => false,
  );
}

export async function promptInstall(): Promise<void> {
  const event = saved;
  if (!event) return;
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'accepted') {
    saved = null;
    emit();
  }
}
