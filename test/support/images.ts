import sharp from "sharp";

/**
 * Test images made on the spot by sharp: a photo with GPS coordinates, a camera serial number
 * and XMP in its metadata, rotated by its EXIF orientation, as a real phone writes it.
 */
export async function photoWithGps(width = 1400, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: "#1a5" } }, top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Serial X1", Copyright: "secret-owner" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "59/1 19/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "18/1 4/1 0/1" },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>secret-owner</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export async function plainImage(format: "png" | "webp" | "avif" | "jpeg", width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 90, b: 200, alpha: 1 } } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG whose header claims `side`×`side` pixels: a few hundred bytes that would decode to gigabytes. */
export async function decompressionBomb(side = 30_000): Promise<Buffer> {
  const png = await plainImage("png", 8, 8);
  const bomb = Buffer.from(png);
  // IHDR's width and height are the 4-byte big-endian fields at offsets 16 and 20.
  bomb.writeUInt32BE(side, 16);
  bomb.writeUInt32BE(side, 20);
  return bomb;
}

export const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A JPEG cut off halfway through its picture data. */
export async function truncatedJpeg(): Promise<Buffer> {
  const jpeg = await plainImage("jpeg", 800, 600);
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
}
