import type { PreviewText } from './preview-font.ts';

type Color = PreviewText['color'];

/** A PNG palette's most entries. */
const MOST_COLORS = 256;

/**
 * The steps of each line colour's ramp from the background: a glyph's edge is one of them. At
 * 64, the nearest step is within 2 of the exact blend in each channel.
 */
const RAMP_STEPS = 64;

/**
 * The colours of a site's previews, at most 256, so that a preview is a palette PNG (one byte a
 * pixel, not three): its frame's rows compressed in about half the time and its file half the
 * size. Each line colour's ramp from the frame's background to it (the edges of its glyphs), then
 * the frame's own colours as they fit (see frameColors: its brand and host text's edges, its
 * logo); a frame colour left out, and a blend no entry holds, is shown as the nearest entry. On
 * this site's frame no channel is more than 4 off. The palette is
 * a function of the frame and the line colours alone: the same preview has the same bytes
 * whichever previews a worker painted before it.
 */
export class PreviewPalette {
  /** Red, green and blue of each entry, as a PNG's PLTE chunk holds them. */
  readonly colors: Uint8Array;
  /** The entry of the frame's most used colour, its background, which the ramps start from. */
  readonly background: number;
  /** The entry of each colour met (red << 16 | green << 8 | blue). */
  private readonly entries = new Map<number, number>();
  /** For each line colour, the entry of a blend by what it is laid on and how much it covers (`under << 8 | cover`), -1 until met. */
  private readonly blends = new Map<string, Int16Array>();

  /**
   * `frame`: the frame's red, green and blue, pixel after pixel; or the entries of a palette made
   * from it before (see kept), as a later build reads them back instead of drawing the frame.
   */
  constructor(
    frame: Uint8Array | KeptPalette,
    readonly lineColors: readonly Color[],
  ) {
    const { colors, background } = frame instanceof Uint8Array ? chosenColors(frame, lineColors) : frame;
    this.colors = colors;
    for (let entry = 0; entry < colors.length / 3; entry++)
      this.entries.set(colorKey(colors[3 * entry]!, colors[3 * entry + 1]!, colors[3 * entry + 2]!), entry);
    this.background = background;
  }

  /** What the palette is made again from: its entries' colours and its background's entry. */
  get kept(): KeptPalette {
    return { colors: this.colors, background: this.background };
  }

  /** The entry showing a colour: its own, or the nearest (the first of those as near). */
  entryOf(red: number, green: number, blue: number): number {
    const key = colorKey(red, green, blue);
    let entry = this.entries.get(key);
    if (entry === undefined) {
      let nearest = Infinity;
      for (let at = 0; at < this.colors.length; at += 3) {
        const distance = (this.colors[at]! - red) ** 2 + (this.colors[at + 1]! - green) ** 2 + (this.colors[at + 2]! - blue) ** 2;
        if (distance < nearest) [nearest, entry] = [distance, at / 3];
      }
      this.entries.set(key, entry!);
    }
    return entry!;
  }

  /** Where a line colour's blends are looked up (see blended): filled as they are met. */
  blendsOf(color: Color): Int16Array {
    const key = color.join(' ');
    let blends = this.blends.get(key);
    if (!blends) this.blends.set(key, (blends = new Int16Array(256 * 256).fill(-1)));
    return blends;
  }

  /** The entry of `color` laid over entry `under` covering `cover` of 255 (the exact blend's nearest): looked up in `blends` (see blendsOf), worked out and kept there the first time. */
  blended(blends: Int16Array, color: Color, under: number, cover: number): number {
    const known = blends[(under << 8) | cover]!;
    if (known >= 0) return known;
    const [red, green, blue] = mix(color, this.colors.subarray(3 * under, 3 * under + 3), cover);
    return (blends[(under << 8) | cover] = this.entryOf(red, green, blue));
  }
}

/** A palette's entries (red, green and blue each) and the entry of its background. */
export interface KeptPalette {
  colors: Uint8Array;
  background: number;
}

/** The entries of a frame's palette: each line colour's ramp from its background, then the frame's own colours as they fit (see frameColors). */
function chosenColors(frame: Uint8Array, lineColors: readonly Color[]): KeptPalette {
  const uses = new Map<number, number>();
  for (let at = 0; at < frame.length; at += 3) {
    const key = colorKey(frame[at]!, frame[at + 1]!, frame[at + 2]!);
    uses.set(key, (uses.get(key) ?? 0) + 1);
  }
  const chosen = new Set<number>();
  const background = [...uses].reduce((most, entry) => (entry[1] > most[1] || (entry[1] === most[1] && entry[0] < most[0]) ? entry : most), [0, 0])[0];
  for (const color of lineColors) {
    for (let step = 0; step < RAMP_STEPS; step++) chosen.add(rampStep(background, color, step));
  }
  for (const key of frameColors(uses, chosen, MOST_COLORS - chosen.size)) chosen.add(key);
  const colors = new Uint8Array(3 * chosen.size);
  [...chosen].forEach((key, entry) => colors.set([key >> 16, (key >> 8) & 255, key & 255], 3 * entry));
  return { colors, background: [...chosen].indexOf(background) };
}

/** `color` laid over `under` (red, green and blue) covering `cover` of 255, each channel rounded. */
function mix(color: Color, under: ArrayLike<number>, cover: number): [number, number, number] {
  const channel = (at: number) => byte255(color[at]! * cover + under[at]! * (255 - cover));
  return [channel(0), channel(1), channel(2)];
}

const colorKey = (red: number, green: number, blue: number) => (red << 16) | (green << 8) | blue;

/** The squared distance of two colours (keys), channel by channel. */
const distance = (a: number, b: number) => ((a >> 16) - (b >> 16)) ** 2 + (((a >> 8) & 255) - ((b >> 8) & 255)) ** 2 + ((a & 255) - (b & 255)) ** 2;

/**
 * At most `room` of the frame's colours (keys, with the pixels of each) to add to those `chosen`:
 * each time the one whose pixels the palette so far shows worst (their count times the squared
 * distance to the nearest entry), the lower key among those as bad. Taken by use alone, the few
 * pixels of each colour on the logo's edges were left out and shown up to 42 off in a channel.
 */
function frameColors(uses: ReadonlyMap<number, number>, chosen: ReadonlySet<number>, room: number): number[] {
  const candidates = [...uses.keys()].filter((key) => !chosen.has(key)).sort((a, b) => a - b);
  const nearest = candidates.map((key) => Math.min(...[...chosen].map((entry) => distance(key, entry))));
  const added: number[] = [];
  while (added.length < room) {
    let [worst, error] = [-1, 0];
    candidates.forEach((key, at) => {
      const own = uses.get(key)! * nearest[at]!;
      if (own > error) [worst, error] = [at, own];
    });
    if (worst < 0) break;
    const key = candidates[worst]!;
    added.push(key);
    candidates.forEach((other, at) => (nearest[at] = Math.min(nearest[at]!, distance(other, key))));
  }
  return added;
}

/** The step of the ramp from `background` (a colour key) to `color`: step 0 is the background, the last the colour. */
function rampStep(background: number, color: Color, step: number): number {
  const [red, green, blue] = mix(color, [background >> 16, (background >> 8) & 255, background & 255], Math.round((step * 255) / (RAMP_STEPS - 1)));
  return colorKey(red, green, blue);
}

/** A blend's sum (0 to 255 × 255) divided by 255 and rounded, in integers: as Math.round(sum / 255), a fifth of the time. */
function byte255(sum: number): number {
  const rounded = sum + 128;
  return (rounded + (rounded >> 8)) >> 8;
}
