import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';

/**
 * Feedback toasts, top right and dismissible: red titled Error, green titled Success.
 * The same message is not stacked twice while it is on screen.
 */
export function showError(message: string) {
  notifications.show({
    id: `error:${message}`,
    title: 'Error',
    message,
    color: 'red',
    icon: <IconX size={18} />,
    withCloseButton: true,
    autoClose: 6000,
  });
}

export function showSuccess(message: string) {
  notifications.show({
    id: `success:${message}`,
    title: 'Success',
    message,
    color: 'green',
    icon: <IconCheck size={18} />,
    withCloseButton: true,
    autoClose: 4000,
  });
}

/** Removes every toast on screen and in the queue (when a new session begins). */
export function clearToasts() {
  notifications.clean();
}
