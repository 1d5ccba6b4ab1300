/**
 * Icon names an editor may use in YAML (`icon: hammer`). Kept apart from the icon components
 * so the build-time schema can list them without loading React.
 */
export const iconNames = [
  'award', 'bar-chart', 'bot', 'briefcase', 'building', 'calendar', 'camera', 'check', 'clipboard',
  'clock', 'compass', 'dollar', 'droplets', 'flame', 'gauge', 'globe', 'hammer', 'handshake', 'hard-hat',
  'heart', 'home', 'layout', 'lightbulb', 'link', 'mail', 'map-pin', 'megaphone', 'message', 'monitor',
  'paintbrush', 'phone', 'pipe', 'rocket', 'route', 'search', 'shield', 'smartphone', 'sparkles', 'star',
  'sun', 'target', 'thermometer', 'trending-up', 'trophy', 'truck', 'users', 'wind', 'wrench', 'zap',
] as const;

export type IconName = (typeof iconNames)[number];
