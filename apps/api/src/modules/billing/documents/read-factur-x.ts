import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  type PDFObject,
  PDFString,
  decodePDFRawStream,
} from 'pdf-lib';
import { FACTUR_X_FILE_NAME } from './pdf/pdf-a3.ts';

// Reads back what a Factur-X PDF carries: its embedded XML (through the catalog's associated files, as an
// e-invoicing platform finds it), the relationship it is declared with, and the XMP metadata.

export interface FacturXContents {
  /** The XML of factur-x.xml; null when the PDF carries none (a quote). */
  xml: string | null;
  /** The embedded files' names, from the EmbeddedFiles name tree. */
  attachmentNames: string[];
  /** The AFRelationship of factur-x.xml: Data for an EN 16931 invoice. */
  afRelationship: string | null;
  mimeType: string | null;
  xmp: string | null;
}

function lookupDict(dict: PDFDict | undefined, key: string): PDFDict | undefined {
  const value = dict?.lookup(PDFName.of(key));
  return value instanceof PDFDict ? value : undefined;
}

function textOf(value: PDFObject | undefined): string | null {
  if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText();
  if (value instanceof PDFName) return value.decodeText();
  return null;
}

function streamText(value: PDFObject | undefined): string | null {
  if (!(value instanceof PDFRawStream)) return null;
  return new TextDecoder().decode(decodePDFRawStream(value).decode());
}

export async function readFacturXPdf(bytes: Uint8Array): Promise<FacturXContents> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const { catalog } = pdf;
  const xmp = streamText(catalog.lookup(PDFName.of('Metadata')));

  const names = lookupDict(lookupDict(catalog, 'Names'), 'EmbeddedFiles')?.lookup(PDFName.of('Names'));
  const attachmentNames: string[] = [];
  if (names instanceof PDFArray) {
    for (let index = 0; index < names.size(); index += 2) {
      const name = textOf(names.lookup(index));
      if (name !== null) attachmentNames.push(name);
    }
  }

  const associated = catalog.lookup(PDFName.of('AF'));
  const specs =
    associated instanceof PDFArray ? associated.asArray().map((ref) => pdf.context.lookup(ref)) : [];
  const spec = specs.find(
    (candidate): candidate is PDFDict =>
      candidate instanceof PDFDict &&
      textOf(candidate.lookup(PDFName.of('UF')) ?? candidate.lookup(PDFName.of('F'))) === FACTUR_X_FILE_NAME,
  );
  const file = lookupDict(spec, 'EF')?.lookup(PDFName.of('F'));
  return {
    xml: streamText(file),
    attachmentNames,
    afRelationship: textOf(spec?.lookup(PDFName.of('AFRelationship'))),
    mimeType: file instanceof PDFRawStream ? textOf(file.dict.lookup(PDFName.of('Subtype'))) : null,
    xmp,
  };
}
