import { X } from './icons.ts';
import { dismissToast, useToasts } from './toast.ts';

/**
 * The toast region. The live regions exist from the first render so screen readers announce
 * toasts added later: polite for information, assertive for failures.
 */
export function Toaster() {
  const toasts = useToasts();
  const region = (variant: 'default' | 'destructive') => (
    <div role={variant === 'destructive' ? 'alert' : 'status'} aria-live={variant === 'destructive' ? 'assertive' : 'polite'} className="flex flex-col gap-2">
      {toasts
        .filter((toast) => toast.variant === variant)
        .map((toast) => (
          <div
            key={toast.id}
            data-toast={variant}
            className={`pointer-events-auto flex w-80 max-w-[calc(100vw-2rem)] items-start gap-3 rounded-xl border p-4 shadow-lg ${
              variant === 'destructive' ? 'focus-light border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-navy-900'
            }`}
          >
            <div className="flex-1">
              <p className="font-semibold">{toast.title}</p>
              {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
            </div>
            <button
              type="button"
              onClick={() => dismissToast(toast.id)}
              // 44 px touch target; the negative margin keeps the toast compact.
              className="-m-2.5 inline-flex size-11 shrink-0 items-center justify-center rounded-lg"
              aria-label="Dismiss notification"
            >
              <X size={16} />
            </button>
          </div>
        ))}
    </div>
  );
  return (
    <div className="pointer-events-none fixed right-4 top-28 z-[60] flex flex-col gap-2">
      {region('default')}
      {region('destructive')}
    </div>
  );
}
