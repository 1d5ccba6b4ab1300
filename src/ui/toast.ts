import { useSyncExternalStore } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** How long the toast stays, in milliseconds. */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

const DEFAULT_DURATION = 5000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function dismissToast(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** Shows a toast; the one Toaster in the layout renders and announces it. */
export function toast(input: ToastInput): number {
  const item: Toast = { id: nextId++, variant: 'default', duration: DEFAULT_DURATION, ...input };
  toasts = [...toasts.slice(-2), item];
  emit();
  setTimeout(() => dismissToast(item.id), item.duration);
  return item.id;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const empty: Toast[] = [];

export const useToasts = () =>
  useSyncExternalStore(
    subscribe,
    () => toasts,
    () => empty,
  );
