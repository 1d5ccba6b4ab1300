/**
 * The icons of the interface (arrows, chevrons, close, menu...), each drawn by `lucideIcon` (see
 * there why not with lucide-react's own components). Marked pure, so a bundle keeps only those used.
 */
import { lucideIcon } from './lucide-icon.tsx';
import * as arrowDownIcon from 'lucide-react/icons/arrow-down';
import * as arrowLeftIcon from 'lucide-react/icons/arrow-left';
import * as arrowRightIcon from 'lucide-react/icons/arrow-right';
import * as arrowUpIcon from 'lucide-react/icons/arrow-up';
import * as arrowUpDownIcon from 'lucide-react/icons/arrow-up-down';
import * as checkIcon from 'lucide-react/icons/check';
import * as chevronDownIcon from 'lucide-react/icons/chevron-down';
import * as chevronLeftIcon from 'lucide-react/icons/chevron-left';
import * as chevronRightIcon from 'lucide-react/icons/chevron-right';
import * as circleAlertIcon from 'lucide-react/icons/circle-exclamation-point';
import * as circleCheckIcon from 'lucide-react/icons/circle-check';
import * as downloadIcon from 'lucide-react/icons/download';
import * as externalLinkIcon from 'lucide-react/icons/external-link';
import * as menuIcon from 'lucide-react/icons/menu';
import * as quoteIcon from 'lucide-react/icons/quote';
import * as xIcon from 'lucide-react/icons/x';

export const ArrowDown = /* @__PURE__ */ lucideIcon(arrowDownIcon);
export const ArrowLeft = /* @__PURE__ */ lucideIcon(arrowLeftIcon);
export const ArrowRight = /* @__PURE__ */ lucideIcon(arrowRightIcon);
export const ArrowUp = /* @__PURE__ */ lucideIcon(arrowUpIcon);
export const ArrowUpDown = /* @__PURE__ */ lucideIcon(arrowUpDownIcon);
export const Check = /* @__PURE__ */ lucideIcon(checkIcon);
export const ChevronDown = /* @__PURE__ */ lucideIcon(chevronDownIcon);
export const ChevronLeft = /* @__PURE__ */ lucideIcon(chevronLeftIcon);
export const ChevronRight = /* @__PURE__ */ lucideIcon(chevronRightIcon);
export const CircleAlert = /* @__PURE__ */ lucideIcon(circleAlertIcon);
export const CircleCheck = /* @__PURE__ */ lucideIcon(circleCheckIcon);
export const Download = /* @__PURE__ */ lucideIcon(downloadIcon);
export const ExternalLink = /* @__PURE__ */ lucideIcon(externalLinkIcon);
export const Menu = /* @__PURE__ */ lucideIcon(menuIcon);
export const Quote = /* @__PURE__ */ lucideIcon(quoteIcon);
export const X = /* @__PURE__ */ lucideIcon(xIcon);
