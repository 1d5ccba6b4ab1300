/**
 * Whether an image's EXIF orientation turns it a quarter (values 5 to 8): a portrait phone photo
 * is usually stored landscape with orientation 6, and browsers and sharp show it turned, so its
 * displayed width and height are the stored ones swapped. `exif` is the EXIF payload (a TIFF
 * structure, optionally after an "Exif\0\0" header) from the file's EXIF segment or chunk.
 */
export function turnsQuarter(exif: Buffer | undefined): boolean {
  const orientation = exif && exifOrientation(exif.subarray(exif.toString('latin1', 0, 6) === 'Exif\0\0' ? 6 : 0));
  return orientation !== undefined && orientation >= 5 && orientation <= 8;
}

const ORIENTATION_TAG = 0x0112;

/** The Orientation tag of the first image directory (IFD0), if the structure holds one. */
function exifOrientation(tiff: Buffer): number | undefined {
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  try {
    const directory = u32(4);
    const entries = u16(directory);
    for (let index = 0; index < entries; index++) {
      const entry = directory + 2 + index * 12;
      if (u16(entry) === ORIENTATION_TAG) return u16(entry + 8);
    }
  } catch {
    // Offsets past the end: a truncated or damaged EXIF block says nothing about orientation.
  }
  return undefined;
}
