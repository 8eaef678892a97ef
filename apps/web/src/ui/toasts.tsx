import { useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { t } from '../lib/i18n';

/*
 * The toasts' store and container (@mantine/notifications and its transitions) load with the
 * first toast, not with the login page: until then no container is mounted (see
 * app/Providers.tsx), and a toast waits in the store until it is.
 */
let wanted = false;
const listeners = new Set<() => void>();

/** Whether a toast has been asked for yet: the container is mounted from then on. */
export function useToastsWanted() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );
}

function show(toast: NotificationData) {
  // The close button is an icon: it is named for screen readers, in the language on screen.
  toast = { ...toast, closeButtonProps: { 'aria-label': t('toast.close') } };
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(toast));
}

/**
 * Feedback toasts, dismissible: red titled Error, green titled Success. They sit at the bottom
 * left, clear of the header's account menu and of the buttons at the foot of a dialog (see
 * decision 005). Different messages stack;
 * the same message again while it is still on screen replaces it with a fresh one (it shows again
 * and its timer restarts) rather than being dropped or piling up.
 */
let counter = 0;
const onScreen = new Map<string, string>();

function freshId(key: string): string {
  const previous = onScreen.get(key);
  // Through the same import as `show`, so the old toast is hidden before the fresh one shows.
  if (previous) void import('@mantine/notifications').then(({ notifications }) => notifications.hide(previous));
  counter += 1;
  const id = `${key}#${counter}`;
  onScreen.set(key, id);
  return id;
}

function forget(key: string, id: string) {
  if (onScreen.get(key) === id) onScreen.delete(key);
}

export function showError(message: string) {
  const key = `error:${message}`;
  const id = freshId(key);
  show({
    id,
    onClose: () => forget(key, id),
    title: t('toast.error'),
    message,
    color: 'red',
    icon: <IconX size={18} />,
    withCloseButton: true,
    autoClose: 6000,
  });
}

/** Several messages at once (a form's validation errors): each distinct one, stacked. */
export function showErrors(messages: readonly string[]) {
  for (const message of new Set(messages)) showError(message);
}

export function showSuccess(message: string) {
  const key = `success:${message}`;
  const id = freshId(key);
  show({
    id,
    onClose: () => forget(key, id),
    title: t('toast.success'),
    message,
    color: 'green',
    icon: <IconCheck size={18} />,
    withCloseButton: true,
    autoClose: 4000,
  });
}

/** Removes every toast on screen and in the queue (when a new session begins). */
export function clearToasts() {
  onScreen.clear();
  if (!wanted) return; // nothing was ever shown
  void import('@mantine/notifications').then(({ notifications }) => notifications.clean());
}
