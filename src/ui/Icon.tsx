import * as award from 'lucide-react/icons/award';
import * as bot from 'lucide-react/icons/bot';
import * as briefcase from 'lucide-react/icons/briefcase';
import * as buildingComplex from 'lucide-react/icons/building-complex';
import * as calendar from 'lucide-react/icons/calendar';
import * as camera from 'lucide-react/icons/camera';
import * as chartColumn from 'lucide-react/icons/chart-column';
import * as check from 'lucide-react/icons/check';
import * as clipboardList from 'lucide-react/icons/clipboard-list';
import * as clock from 'lucide-react/icons/clock';
import * as compass from 'lucide-react/icons/compass';
import * as dollarSign from 'lucide-react/icons/dollar-sign';
import * as droplets from 'lucide-react/icons/droplets';
import * as flame from 'lucide-react/icons/flame';
import * as gauge from 'lucide-react/icons/gauge';
import * as globe from 'lucide-react/icons/globe';
import * as hammer from 'lucide-react/icons/hammer';
import * as handshake from 'lucide-react/icons/handshake';
import * as hardHat from 'lucide-react/icons/hard-hat';
import * as heart from 'lucide-react/icons/heart';
import * as house from 'lucide-react/icons/house';
import * as layoutTemplate from 'lucide-react/icons/layout-template';
import * as lightbulb from 'lucide-react/icons/lightbulb';
import * as link from 'lucide-react/icons/link';
import * as mail from 'lucide-react/icons/mail';
import * as mapPin from 'lucide-react/icons/map-pin';
import * as megaphone from 'lucide-react/icons/megaphone';
import * as messageSquare from 'lucide-react/icons/message-square';
import * as monitor from 'lucide-react/icons/monitor';
import * as paintbrush from 'lucide-react/icons/paintbrush';
import * as phone from 'lucide-react/icons/phone';
import * as rocket from 'lucide-react/icons/rocket';
import * as route from 'lucide-react/icons/route';
import * as search from 'lucide-react/icons/search';
import * as shield from 'lucide-react/icons/shield';
import * as showerHead from 'lucide-react/icons/shower-head';
import * as smartphone from 'lucide-react/icons/smartphone';
import * as sparkles from 'lucide-react/icons/sparkles';
import * as star from 'lucide-react/icons/star';
import * as sun from 'lucide-react/icons/sun';
import * as target from 'lucide-react/icons/target';
import * as thermometer from 'lucide-react/icons/thermometer';
import * as trendingUp from 'lucide-react/icons/trending-up';
import * as trophy from 'lucide-react/icons/trophy';
import * as truck from 'lucide-react/icons/truck';
import * as users from 'lucide-react/icons/users';
import * as wind from 'lucide-react/icons/wind';
import * as wrench from 'lucide-react/icons/wrench';
import * as zap from 'lucide-react/icons/zap';
import type { IconName } from '../shared/icon-names.ts';
import { lucideIcon } from './lucide-icon.tsx';

/** The drawing of each icon name an editor may write (the names are the site's, the drawings lucide's). */
const drawings: Record<IconName, object> = {
  award,
  'bar-chart': chartColumn,
  bot,
  briefcase,
  building: buildingComplex,
  calendar,
  camera,
  check,
  clipboard: clipboardList,
  clock,
  compass,
  dollar: dollarSign,
  droplets,
  flame,
  gauge,
  globe,
  hammer,
  handshake,
  'hard-hat': hardHat,
  heart,
  home: house,
  layout: layoutTemplate,
  lightbulb,
  link,
  mail,
  'map-pin': mapPin,
  megaphone,
  message: messageSquare,
  monitor,
  paintbrush,
  phone,
  pipe: showerHead,
  rocket,
  route,
  search,
  shield,
  smartphone,
  sparkles,
  star,
  sun,
  target,
  thermometer,
  'trending-up': trendingUp,
  trophy,
  truck,
  users,
  wind,
  wrench,
  zap,
};
const icons = Object.fromEntries(Object.entries(drawings).map(([name, drawing]) => [name, lucideIcon(drawing)])) as Record<
  IconName,
  ReturnType<typeof lucideIcon>
>;

/** A decorative icon by its YAML name; the text beside it carries the meaning. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Component = icons[name];
  return <Component focusable="false" size={size} className={className} />;
}
