import { createHash } from 'node:crypto';
import { type PDFDocument, PDFHexString, PDFName, type PDFRef, PDFString } from 'pdf-lib';
import { create } from 'xmlbuilder2';
import { SRGB_PROFILE_DESCRIPTION, srgbIccProfile } from './srgb-icc-profile.ts';

// What makes a pdf-lib document a PDF/A-3b file, and a Factur-X invoice when it carries its XML: the document
// information repeated in XMP metadata that declares the PDF/A part and conformance (and, for Factur-X, its
// own extension schema), an sRGB output intent with its ICC profile, a file identifier, and the invoice's XML
// embedded as factur-x.xml, listed both in the EmbeddedFiles name tree and in the catalog's associated files
// with the relationship Data.

export const FACTUR_X_FILE_NAME = 'factur-x.xml';
const FACTUR_X_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';
/** The Factur-X profile whose XML is the whole EN 16931 semantic model. */
export const FACTUR_X_CONFORMANCE_LEVEL = 'EN 16931';
export const PRODUCER = 'Escouade billing documents (pdf-lib)';

export interface PdfAInfo {
  title: string;
  author: string;
  subject: string;
  /** BCP 47: fr-FR, en-GB. */
  language: string;
  producedAt: Date;
  /** The CII XML of an invoice or credit note, embedded as factur-x.xml. */
  facturXml?: string;
}

const FACTUR_X_PROPERTIES = [
  ['DocumentFileName', 'The name of the embedded XML document'],
  ['DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER'],
  ['Version', 'The actual version of the standard applying to the embedded XML document'],
  ['ConformanceLevel', 'The conformance level of the embedded XML document'],
] as const;

/** XMP dates keep the seconds and say UTC; the Info dictionary's dates are the same instants. */
function xmpDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function buildXmpMetadata(info: PdfAInfo): string {
  const packet = create().ins('xpacket', 'begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"');
  const rdf = packet
    .ele('adobe:ns:meta/', 'x:xmpmeta')
    .ele('http://www.w3.org/1999/02/22-rdf-syntax-ns#', 'rdf:RDF');
  const description = (namespaces: Record<string, string>) =>
    rdf.ele('rdf:Description', {
      'rdf:about': '',
      ...Object.fromEntries(Object.entries(namespaces).map(([prefix, uri]) => [`xmlns:${prefix}`, uri])),
    });

  const pdfaId = description({ pdfaid: 'http://www.aiim.org/pdfa/ns/id/' });
  pdfaId.ele('pdfaid:part').txt('3');
  pdfaId.ele('pdfaid:conformance').txt('B');

  const dublinCore = description({ dc: 'http://purl.org/dc/elements/1.1/' });
  dublinCore.ele('dc:format').txt('application/pdf');
  dublinCore.ele('dc:title').ele('rdf:Alt').ele('rdf:li', { 'xml:lang': 'x-default' }).txt(info.title);
  dublinCore.ele('dc:creator').ele('rdf:Seq').ele('rdf:li').txt(info.author);
  dublinCore
    .ele('dc:description')
    .ele('rdf:Alt')
    .ele('rdf:li', { 'xml:lang': 'x-default' })
    .txt(info.subject);
  dublinCore.ele('dc:language').ele('rdf:Bag').ele('rdf:li').txt(info.language);

  const adobePdf = description({ pdf: 'http://ns.adobe.com/pdf/1.3/' });
  adobePdf.ele('pdf:Producer').txt(PRODUCER);

  const xmpBasic = description({ xmp: 'http://ns.adobe.com/xap/1.0/' });
  xmpBasic.ele('xmp:CreatorTool').txt(PRODUCER);
  xmpBasic.ele('xmp:CreateDate').txt(xmpDate(info.producedAt));
  xmpBasic.ele('xmp:ModifyDate').txt(xmpDate(info.producedAt));
  xmpBasic.ele('xmp:MetadataDate').txt(xmpDate(info.producedAt));

  if (info.facturXml !== undefined) {
    // PDF/A accepts only the XMP properties it knows or whose schema the file itself describes.
    const extension = description({
      pdfaExtension: 'http://www.aiim.org/pdfa/ns/extension/',
      pdfaSchema: 'http://www.aiim.org/pdfa/ns/schema#',
      pdfaProperty: 'http://www.aiim.org/pdfa/ns/property#',
    });
    const schema = extension
      .ele('pdfaExtension:schemas')
      .ele('rdf:Bag')
      .ele('rdf:li', { 'rdf:parseType': 'Resource' });
    schema.ele('pdfaSchema:schema').txt('Factur-X PDFA Extension Schema');
    schema.ele('pdfaSchema:namespaceURI').txt(FACTUR_X_NAMESPACE);
    schema.ele('pdfaSchema:prefix').txt('fx');
    const properties = schema.ele('pdfaSchema:property').ele('rdf:Seq');
    for (const [name, text] of FACTUR_X_PROPERTIES) {
      const property = properties.ele('rdf:li', { 'rdf:parseType': 'Resource' });
      property.ele('pdfaProperty:name').txt(name);
      property.ele('pdfaProperty:valueType').txt('Text');
      property.ele('pdfaProperty:category').txt('external');
      property.ele('pdfaProperty:description').txt(text);
    }
    const facturX = description({ fx: FACTUR_X_NAMESPACE });
    facturX.ele('fx:DocumentType').txt('INVOICE');
    facturX.ele('fx:DocumentFileName').txt(FACTUR_X_FILE_NAME);
    facturX.ele('fx:Version').txt('1.0');
    facturX.ele('fx:ConformanceLevel').txt(FACTUR_X_CONFORMANCE_LEVEL);
  }
  packet.ins('xpacket', 'end="w"');
  return packet.end({ headless: true, prettyPrint: true });
}

/** Gives the document its PDF/A-3b structure; call it once the pages are drawn, before saving. */
export function makePdfA3(pdf: PDFDocument, info: PdfAInfo): void {
  const { context, catalog } = pdf;
  pdf.setTitle(info.title, { showInWindowTitleBar: true });
  pdf.setAuthor(info.author);
  pdf.setSubject(info.subject);
  pdf.setCreator(PRODUCER);
  pdf.setProducer(PRODUCER);
  pdf.setCreationDate(info.producedAt);
  pdf.setModificationDate(info.producedAt);
  pdf.setLanguage(info.language);

  // PDF/A wants the metadata stream readable without decoding: no filter.
  const xmp = new TextEncoder().encode(buildXmpMetadata(info));
  catalog.set(
    PDFName.of('Metadata'),
    context.register(context.stream(xmp, { Type: 'Metadata', Subtype: 'XML' })),
  );

  const profile = context.register(context.flateStream(srgbIccProfile(), { N: 3 }));
  catalog.set(
    PDFName.of('OutputIntents'),
    context.obj([
      context.obj({
        Type: 'OutputIntent',
        S: 'GTS_PDFA1',
        OutputConditionIdentifier: PDFString.of(SRGB_PROFILE_DESCRIPTION),
        Info: PDFString.of(SRGB_PROFILE_DESCRIPTION),
        RegistryName: PDFString.of('http://www.color.org'),
        DestOutputProfile: profile,
      }),
    ]),
  );

  if (info.facturXml !== undefined) embedFacturX(pdf, info.facturXml, info.producedAt);

  // The permanent identifier of the file: the same for both halves, as for a file that was never modified.
  const id = createHash('sha256')
    .update(info.title)
    .update(info.producedAt.toISOString())
    .update(info.facturXml ?? '')
    .digest('hex')
    .slice(0, 32);
  context.trailerInfo.ID = context.obj([PDFHexString.of(id), PDFHexString.of(id)]);
}

function embedFacturX(pdf: PDFDocument, xml: string, producedAt: Date): void {
  const { context, catalog } = pdf;
  const bytes = new TextEncoder().encode(xml);
  const date = PDFString.fromDate(producedAt);
  const file = context.register(
    context.flateStream(bytes, {
      Type: 'EmbeddedFile',
      Subtype: 'text/xml',
      Params: { Size: bytes.length, CreationDate: date, ModDate: date },
    }),
  );
  const fileSpec: PDFRef = context.register(
    context.obj({
      Type: 'Filespec',
      F: PDFString.of(FACTUR_X_FILE_NAME),
      UF: PDFHexString.fromText(FACTUR_X_FILE_NAME),
      EF: { F: file, UF: file },
      Desc: PDFString.of('Factur-X invoice (EN 16931)'),
      AFRelationship: 'Data',
    }),
  );
  catalog.set(
    PDFName.of('Names'),
    context.obj({ EmbeddedFiles: { Names: [PDFString.of(FACTUR_X_FILE_NAME), fileSpec] } }),
  );
  catalog.set(PDFName.of('AF'), context.obj([fileSpec]));
}
