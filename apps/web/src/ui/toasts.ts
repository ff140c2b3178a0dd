import { genericMessages } from '@portal/contracts';

type ToastColor = 'red' | 'green';

/**
 * Toasts are loaded on first use: the notifications package stays off the first page's critical path, and a
 * toast is always a reaction to something that already took a network round trip.
 */
function showToast(color: ToastColor, message: string): void {
  void import('@mantine/notifications').then(({ notifications }) => notifications.show({ color, message, role: color === 'red' ? 'alert' : 'status' }));
}

/** The generic error toast of spec 1 §8, used for network failures and unexpected answers. */
export function showErrorToast(message: string = genericMessages.unexpectedError): void {
  showToast('red', message);
}

export function showSuccessToast(message: string): void {
  showToast('green', message);
}
