// A minimal ICC version 2 display profile of sRGB (IEC 61966-2.1), written here from the standard's published
// values rather than copied from a vendor's file: PDF/A asks for the colour space of the page (DeviceRGB) to be
// tied to an embedded profile through the document's output intent. It holds what a colour management module
// needs for an RGB matrix/TRC profile: the D50 white point, the three colorants adapted to D50 (Bradford),
// and sRGB's tone curve sampled on 1,024 points.

const D50 = [0.9642, 1.0, 0.8249] as const;
const RED = [0.4361, 0.2225, 0.0139] as const;
const GREEN = [0.3851, 0.7169, 0.0971] as const;
const BLUE = [0.1431, 0.0606, 0.7141] as const;
const CURVE_POINTS = 1024;

export const SRGB_PROFILE_DESCRIPTION = 'sRGB IEC61966-2.1';
const COPYRIGHT = 'No copyright, use freely';

class ByteWriter {
  private readonly bytes: number[] = [];
  get length(): number {
    return this.bytes.length;
  }
  uint8(value: number): void {
    this.bytes.push(value & 0xff);
  }
  uint16(value: number): void {
    this.uint8(value >>> 8);
    this.uint8(value);
  }
  uint32(value: number): void {
    this.uint16(value >>> 16);
    this.uint16(value & 0xffff);
  }
  ascii(text: string, length = text.length): void {
    for (let index = 0; index < length; index++) this.uint8(index < text.length ? text.charCodeAt(index) : 0);
  }
  s15Fixed16(value: number): void {
    this.uint32(Math.round(value * 65536) >>> 0);
  }
  padTo4(): void {
    while (this.length % 4 !== 0) this.uint8(0);
  }
  toUint8Array(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

function xyzTag(xyz: readonly [number, number, number]): Uint8Array {
  const writer = new ByteWriter();
  writer.ascii('XYZ ');
  writer.uint32(0);
  for (const value of xyz) writer.s15Fixed16(value);
  return writer.toUint8Array();
}

/** sRGB's transfer function: linear near black, a 2.4 power above. */
function srgbToLinear(value: number): number {
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function curveTag(): Uint8Array {
  const writer = new ByteWriter();
  writer.ascii('curv');
  writer.uint32(0);
  writer.uint32(CURVE_POINTS);
  for (let index = 0; index < CURVE_POINTS; index++) {
    writer.uint16(Math.round(srgbToLinear(index / (CURVE_POINTS - 1)) * 65535));
  }
  return writer.toUint8Array();
}

/** textDescriptionType: the ASCII description, with empty Unicode and ScriptCode parts. */
function descriptionTag(description: string): Uint8Array {
  const writer = new ByteWriter();
  writer.ascii('desc');
  writer.uint32(0);
  writer.uint32(description.length + 1);
  writer.ascii(description, description.length + 1);
  writer.uint32(0); // Unicode language code
  writer.uint32(0); // Unicode count
  writer.uint16(0); // ScriptCode code
  writer.uint8(0); // ScriptCode count
  writer.ascii('', 67);
  return writer.toUint8Array();
}

function textTag(text: string): Uint8Array {
  const writer = new ByteWriter();
  writer.ascii('text');
  writer.uint32(0);
  writer.ascii(text, text.length + 1);
  return writer.toUint8Array();
}

function buildProfile(): Uint8Array {
  const curve = curveTag();
  const tags: [signature: string, data: Uint8Array][] = [
    ['desc', descriptionTag(SRGB_PROFILE_DESCRIPTION)],
    ['cprt', textTag(COPYRIGHT)],
    ['wtpt', xyzTag(D50)],
    ['rXYZ', xyzTag(RED)],
    ['gXYZ', xyzTag(GREEN)],
    ['bXYZ', xyzTag(BLUE)],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];
  const headerSize = 128;
  const tableSize = 4 + tags.length * 12;
  // The three tone curves share one copy of their data, as ICC profiles may.
  const offsets = new Map<Uint8Array, number>();
  let offset = headerSize + tableSize;
  for (const [, data] of tags) {
    if (offsets.has(data)) continue;
    offsets.set(data, offset);
    offset += Math.ceil(data.length / 4) * 4;
  }
  const size = offset;

  const writer = new ByteWriter();
  writer.uint32(size);
  writer.ascii('', 4); // preferred colour management module: none
  writer.uint32(0x02100000); // version 2.1
  writer.ascii('mntr'); // a display device
  writer.ascii('RGB ');
  writer.ascii('XYZ ');
  // Creation date: 2026-01-01 00:00:00, fixed so that the profile's bytes never change.
  for (const part of [2026, 1, 1, 0, 0, 0]) writer.uint16(part);
  writer.ascii('acsp');
  writer.ascii('', 4); // primary platform: none
  writer.uint32(0); // flags
  writer.ascii('', 4); // device manufacturer
  writer.uint32(0); // device model
  writer.uint32(0); // device attributes
  writer.uint32(0);
  writer.uint32(0); // rendering intent: perceptual
  for (const value of D50) writer.s15Fixed16(value); // the PCS illuminant
  writer.ascii('', 4); // profile creator
  writer.ascii('', 44); // profile ID (version 4 only) and reserved bytes
  writer.uint32(tags.length);
  for (const [signature, data] of tags) {
    writer.ascii(signature);
    writer.uint32(offsets.get(data) ?? 0);
    writer.uint32(data.length);
  }
  for (const [data] of offsets) {
    for (const byte of data) writer.uint8(byte);
    writer.padTo4();
  }
  return writer.toUint8Array();
}

let profile: Uint8Array | undefined;

/** The profile's bytes, built once per process. */
export function srgbIccProfile(): Uint8Array {
  profile ??= buildProfile();
  return profile;
}
