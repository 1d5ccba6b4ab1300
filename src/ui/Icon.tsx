import {
  Award, BarChart3, Bot, Briefcase, Building2, Calendar, Camera, Check, ClipboardList, Clock, Compass, DollarSign,
  Droplets, Flame, Gauge, Globe, Hammer, Handshake, HardHat, Heart, Home, LayoutTemplate, Lightbulb, Link, Mail,
  MapPin, Megaphone, MessageSquare, Monitor, Paintbrush, Phone, Rocket, Route, Search, Shield, ShowerHead, Smartphone,
  Sparkles, Star, Sun, Target, Thermometer, TrendingUp, Trophy, Truck, Users, Wind, Wrench, Zap, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../shared/icon-names.ts';

const icons: Record<IconName, LucideIcon> = {
  award: Award, 'bar-chart': BarChart3, bot: Bot, briefcase: Briefcase, building: Building2, calendar: Calendar,
  camera: Camera, check: Check, clipboard: ClipboardList, clock: Clock, compass: Compass, dollar: DollarSign,
  droplets: Droplets, flame: Flame, gauge: Gauge, globe: Globe, hammer: Hammer, handshake: Handshake,
  'hard-hat': HardHat, heart: Heart, home: Home, layout: LayoutTemplate, lightbulb: Lightbulb, link: Link, mail: Mail,
  'map-pin': MapPin, megaphone: Megaphone, message: MessageSquare, monitor: Monitor, paintbrush: Paintbrush,
  phone: Phone, pipe: ShowerHead, rocket: Rocket, route: Route, search: Search, shield: Shield, smartphone: Smartphone,
  sparkles: Sparkles, star: Star, sun: Sun, target: Target, thermometer: Thermometer, 'trending-up': TrendingUp,
  trophy: Trophy, truck: Truck, users: Users, wind: Wind, wrench: Wrench, zap: Zap,
};

/** A decorative icon by its YAML name; the text beside it carries the meaning. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" size={size} className={className} />;
}
