import type { Project } from './schema.ts';

export type Filter = 'all' | Project['category'];

export const filters: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'branding', label: 'Branding' },
  { value: 'web', label: 'Web' },
  { value: 'mobile', label: 'Mobile' },
  { value: 'print', label: 'Print' },
];

export const categoryLabel = (value: Filter) => filters.find((filter) => filter.value === value)?.label ?? value;
