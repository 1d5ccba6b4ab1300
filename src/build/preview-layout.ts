import type { SiteSettings } from '../shared/site-schema.ts';
import { PREVIEW_SIZE } from '../seo/preview.ts';
import type { PreviewText } from './preview-font.ts';

/**
 * What a social preview is drawn from: a frame every page of a site shares (the brand's colours,
 * the logo, the brand and the host) and each page's own lines (its section and its title). The
 * frame is drawn once per build and each page's lines laid on a copy of it (see
 * preview-painter.ts): drawing a whole preview as one SVG took about 13 ms of a core, most of it
 * the frame, and a site's first build draws one preview per page.
 */
export interface PreviewLayout {
  /** The frame: its shapes (SVG elements on the preview), and the text on them. */
  frame: { shapes: string; texts: PreviewText[] };
  /** A page's own lines: its section, then its title wrapped. */
  lines(title: string, section: string): PreviewLine[];
  /** The colours those lines are in: the palette holds each one's blends with the frame (see preview-palette.ts). */
  lineColors: readonly PreviewText['color'][];
}

/** One line of a page's own text, and the first row it may cover (accents and all). */
export interface PreviewLine extends PreviewText {
  top: number;
}

const MARGIN = 88;
/** Room above a line's baseline, in font sizes: accents fit. */
const ABOVE_BASELINE = 1.25;
const SECTION_COLOR = [0xfb, 0xd2, 0xb0] as const;
const TITLE_COLOR = [0xff, 0xff, 0xff] as const;

/** Greedy word wrap by an average glyph width; the last line ends in "…" when the text does not fit. */
function wrapTitle(title: string, fontSize: number, maxLines: number): string[] {
  const perLine = Math.floor((PREVIEW_SIZE.width - 2 * MARGIN) / (fontSize * 0.6));
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1).trimEnd()}…`;
  return kept;
}

/** A bold line of a page's own text at the left margin. */
function line(text: string, baseline: number, size: number, letterSpacing: number, color: PreviewText['color']): PreviewLine {
  return { text, x: MARGIN, baseline, size, weight: 'bold', letterSpacing, color, top: baseline - Math.ceil(size * ABOVE_BASELINE) };
}

/** The layout of a site's previews, from its settings and its logo (an SVG file's text). */
export function previewLayout(settings: SiteSettings, logo: string): PreviewLayout {
  const { width, height } = PREVIEW_SIZE;
  const logoHref = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;
  const shapes = `<rect width="${width}" height="${height}" fill="${settings.theme.color}"/>
  <rect width="${width}" height="12" fill="#c2410c"/>
  <image x="${MARGIN}" y="64" width="88" height="88" href="${logoHref}"/>`;
  const texts: PreviewText[] = [
    { text: settings.brand, x: MARGIN + 112, baseline: 120, size: 36, weight: 'bold', letterSpacing: 0, color: [0xff, 0xff, 0xff] },
    { text: new URL(settings.siteUrl).host, x: MARGIN, baseline: height - 56, size: 28, weight: 'regular', letterSpacing: 0, color: [0xfd, 0xe7, 0xd3] },
  ];
  return {
    frame: { shapes, texts },
    lineColors: [SECTION_COLOR, TITLE_COLOR],
    lines(title, section) {
      const fontSize = title.length <= 40 ? 76 : title.length <= 80 ? 64 : 54;
      const sectionBaseline = 230;
      const firstLine = sectionBaseline + 24 + fontSize;
      return [
        line(section.toUpperCase(), sectionBaseline, 28, 3, SECTION_COLOR),
        ...wrapTitle(title, fontSize, 4).map((text, index) => line(text, Math.round(firstLine + index * fontSize * 1.15), fontSize, 0, TITLE_COLOR)),
      ];
    },
  };
}
