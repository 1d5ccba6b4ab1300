import { Icon } from './Icon.tsx';
import type { IconName } from '../shared/icon-names.ts';

/** An icon on a soft brand-coloured square, the way cards and contact cards lead with one. */
export function IconBadge({ name, className = '' }: { name: IconName; className?: string }) {
  return (
    <span className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-sand-100 text-brand-700 ${className}`}>
      <Icon name={name} />
    </span>
  );
}
