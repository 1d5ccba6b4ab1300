import type { SiteSettings } from '../shared/site-schema.ts';
import { escapeMarkup } from '../shared/escape-markup.ts';
import { PREVIEW_SIZE } from '../seo/preview.ts';

/**
 * What a social preview is drawn from: a frame every page of a site shares (the brand's colours,
 * the logo, the brand and the host) and each page's own lines (its section and its title), each
 * as SVG. The frame is drawn once per build and each line alone, then laid on a copy of the frame
 * (see preview-painter.ts): drawing a whole preview as one SVG took about 13 ms of a core, most
 * of it the frame, and a site's first build draws one preview per page.
 */
export interface PreviewLayout {
  /** The frame, as an SVG the size of the preview. */
  frame: string;
  /** A page's own lines: its section, then its title wrapped. */
  lines(title: string, section: string): PreviewLine[];
}

/** One line of a page's own text, drawn alone on a clear strip and laid on the frame where its strip goes, in its colour. */
export interface PreviewLine {
  /** The strip as SVG: the line in white on nothing, so that what it covers of each pixel is its alpha. */
  svg: string;
  /** Where the strip's top left corner goes on the preview. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** The line's colour (red, green, blue). */
  color: readonly [number, number, number];
}

const MARGIN = 88;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
/** Room above and below a line's baseline on its strip, in font sizes: accents and descenders fit. */
const ABOVE_BASELINE = 1.25;
const BELOW_BASELINE = 0.5;
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

/**
 * A line on a strip that reaches the preview's right edge, so that a line too long for its
 * margin is cut where the preview ends, as it would be drawn on the preview itself.
 */
function line(text: string, baseline: number, fontSize: number, style: string, color: PreviewLine['color']): PreviewLine {
  const above = Math.ceil(fontSize * ABOVE_BASELINE);
  const width = PREVIEW_SIZE.width - MARGIN;
  const height = above + Math.ceil(fontSize * BELOW_BASELINE);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="0" y="${above}" font-family="${FONT}" font-size="${fontSize}" ${style} fill="#ffffff">${escapeMarkup(text)}</text></svg>`;
  return { svg, left: MARGIN, top: baseline - above, width, height, color };
}

/** The layout of a site's previews, from its settings and its logo (an SVG file's text). */
export function previewLayout(settings: SiteSettings, logo: string): PreviewLayout {
  const { width, height } = PREVIEW_SIZE;
  const logoHref = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;
  const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${settings.theme.color}"/>
  <rect width="${width}" height="12" fill="#c2410c"/>
  <image x="${MARGIN}" y="64" width="88" height="88" href="${logoHref}"/>
  <text x="${MARGIN + 112}" y="120" font-family="${FONT}" font-size="36" font-weight="700" fill="#ffffff">${escapeMarkup(settings.brand)}</text>
  <text x="${MARGIN}" y="${height - 56}" font-family="${FONT}" font-size="28" fill="#fde7d3">${escapeMarkup(new URL(settings.siteUrl).host)}</text>
</svg>`;
  return {
    frame,
    lines(title, section) {
      const fontSize = title.length <= 40 ? 76 : title.length <= 80 ? 64 : 54;
      const sectionBaseline = 230;
      const firstLine = sectionBaseline + 24 + fontSize;
      return [
        line(section.toUpperCase(), sectionBaseline, 28, 'font-weight="700" letter-spacing="3"', SECTION_COLOR),
        ...wrapTitle(title, fontSize, 4).map((text, index) =>
          line(text, Math.round(firstLine + index * fontSize * 1.15), fontSize, 'font-weight="700"', TITLE_COLOR),
        ),
      ];
    },
  };
}
