import { SiteOrExternalLink } from './SiteOrExternalLink.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'inverse';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600',
  secondary: 'border-2 border-navy-900 text-navy-900 hover:bg-navy-900 hover:text-white focus-visible:outline-navy-900',
  inverse: 'bg-white text-navy-900 hover:bg-sand-100 focus-visible:outline-white',
};

export const buttonClass = (variant: ButtonVariant = 'primary') => `${base} ${variants[variant]}`;

export interface Action {
  label: string;
  href: string;
  variant: 'primary' | 'secondary';
}

/** A row of buttons from a block's `actions`. On dark bands, primary buttons turn white. */
export function Actions({ actions, onDark = false, className = '' }: { actions: Action[]; onDark?: boolean; className?: string }) {
  if (actions.length === 0) return null;
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {actions.map((action) => (
        <SiteOrExternalLink
          key={action.label}
          href={action.href}
          className={
            onDark
              ? action.variant === 'primary'
                ? buttonClass('inverse')
                : `${base} border-2 border-white text-white hover:bg-white hover:text-navy-900 focus-visible:outline-white`
              : buttonClass(action.variant)
          }
        >
          {action.label}
        </SiteOrExternalLink>
      ))}
    </div>
  );
}
