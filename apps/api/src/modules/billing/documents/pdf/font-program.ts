// The font program as pdf-lib embeds it, prepared once per process from the TrueType file:
//
// - Every glyph padded to a multiple of 4 bytes, the offsets in the long format and the checksums recomputed.
//   pdf-lib subsets a font with fontkit, which copies each glyph's bytes as they are and, for a subset small
//   enough, writes the glyph offsets in the short format: halved, so only even ones survive. Inter's glyphs have
//   odd lengths: once subset, most pointed into the middle of another and the PDF showed blanks.
// - The OpenType layout tables (GSUB, GPOS, GDEF) left out. pdf-lib places glyphs by their advance widths and
//   ignores the positions GPOS computes (kerning), and the documents need none of GSUB's alternates; shaping a
//   line with them cost 8 ms, most of an invoice's rendering time, against 0.02 ms for the plain character map.

/** Tables whose only use is shaping text, which the PDF does not do. */
const LAYOUT_TABLES = new Set(['GSUB', 'GPOS', 'GDEF']);

interface Table {
  tag: string;
  data: Uint8Array;
}

function viewOf(data: Uint8Array): DataView {
  return new DataView(data.buffer, data.byteOffset, data.byteLength);
}

function readTables(font: Uint8Array): { sfntVersion: number; tables: Table[] } {
  const view = viewOf(font);
  const count = view.getUint16(4);
  const tables: Table[] = [];
  for (let index = 0; index < count; index++) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...font.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    const length = view.getUint32(record + 12);
    tables.push({ tag, data: font.subarray(offset, offset + length) });
  }
  return { sfntVersion: view.getUint32(0), tables };
}

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array(Math.ceil(data.length / 4) * 4);
  padded.set(data);
  const view = viewOf(padded);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) sum = (sum + view.getUint32(offset)) >>> 0;
  return sum;
}

function writeFont(sfntVersion: number, tables: Table[]): Uint8Array {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const headerLength = 12 + sorted.length * 16;
  const total = sorted.reduce((length, table) => length + Math.ceil(table.data.length / 4) * 4, headerLength);
  const font = new Uint8Array(total);
  const view = viewOf(font);
  const searchPower = 2 ** Math.floor(Math.log2(sorted.length));
  view.setUint32(0, sfntVersion);
  view.setUint16(4, sorted.length);
  view.setUint16(6, searchPower * 16);
  view.setUint16(8, Math.log2(searchPower));
  view.setUint16(10, sorted.length * 16 - searchPower * 16);
  let offset = headerLength;
  sorted.forEach((table, index) => {
    const record = 12 + index * 16;
    for (let char = 0; char < 4; char++) font[record + char] = table.tag.charCodeAt(char);
    view.setUint32(record + 4, checksum(table.data));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, table.data.length);
    font.set(table.data, offset);
    offset += Math.ceil(table.data.length / 4) * 4;
  });
  const head = sorted.find((table) => table.tag === 'head');
  const headOffset = head ? view.getUint32(12 + sorted.indexOf(head) * 16 + 8) : 0;
  view.setUint32(headOffset + 8, (0xb1b0afba - checksum(font)) >>> 0);
  return font;
}

export function prepareFontProgram(font: Uint8Array): Uint8Array {
  const { sfntVersion, tables } = readTables(font);
  const table = (tag: string) => {
    const found = tables.find((candidate) => candidate.tag === tag);
    if (!found) throw new Error(`The font has no ${tag} table`);
    return found;
  };
  const head = table('head');
  const loca = table('loca');
  const glyf = table('glyf');
  const isLongFormat = viewOf(head.data).getInt16(50) === 1;
  const glyphCount = viewOf(table('maxp').data).getUint16(4);
  const locaView = viewOf(loca.data);
  const offsetOf = (glyph: number) =>
    isLongFormat ? locaView.getUint32(glyph * 4) : locaView.getUint16(glyph * 2) * 2;

  const glyphs: Uint8Array[] = [];
  for (let glyph = 0; glyph < glyphCount; glyph++)
    glyphs.push(glyf.data.subarray(offsetOf(glyph), offsetOf(glyph + 1)));
  const padded = (length: number) => Math.ceil(length / 4) * 4;
  const newGlyf = new Uint8Array(glyphs.reduce((length, data) => length + padded(data.length), 0));
  const newLoca = new Uint8Array((glyphCount + 1) * 4);
  const newLocaView = new DataView(newLoca.buffer);
  let offset = 0;
  glyphs.forEach((data, glyph) => {
    newLocaView.setUint32(glyph * 4, offset);
    newGlyf.set(data, offset);
    offset += padded(data.length);
  });
  newLocaView.setUint32(glyphCount * 4, offset);

  const newHead = Uint8Array.from(head.data);
  const newHeadView = viewOf(newHead);
  newHeadView.setInt16(50, 1);
  newHeadView.setUint32(8, 0);
  return writeFont(
    sfntVersion,
    tables
      .filter((entry) => !LAYOUT_TABLES.has(entry.tag))
      .map((entry) =>
        entry.tag === 'glyf'
          ? { tag: 'glyf', data: newGlyf }
          : entry.tag === 'loca'
            ? { tag: 'loca', data: newLoca }
            : entry.tag === 'head'
              ? { tag: 'head', data: newHead }
              : entry,
      ),
  );
}
