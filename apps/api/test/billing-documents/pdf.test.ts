import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import SaxonJS from 'saxon-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { creditNoteFromInvoice } from '../../src/modules/billing/documents/document-lines.ts';
import { type Invoice, parseBillingDocument } from '../../src/modules/billing/documents/document-model.ts';
import { issueDocument, sha256Hex } from '../../src/modules/billing/documents/issue-document.ts';
import { FONT_FILES } from '../../src/modules/billing/documents/pdf/fonts.ts';
import { srgbIccProfile } from '../../src/modules/billing/documents/pdf/srgb-icc-profile.ts';
import { readFacturXPdf } from '../../src/modules/billing/documents/read-factur-x.ts';
import { FRANCHISE_AGENCY, GERMAN_CLIENT, invoice, line } from './fixtures.ts';
import {
  charactersDrawnWrong,
  decodeStream,
  extractText,
  listFonts,
  lookupDict,
  shownGlyphIds,
} from './pdf-inspection.ts';

// The PDF a client receives: readable by another PDF library, in its language, with every mention French law
// asks for, and built as PDF/A-3b with its Factur-X XML attached. Checked object by object, as no PDF/A
// validator runs on Node.

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const PRODUCED_AT = new Date('2026-11-26T09:30:00Z');

/** PDF.js reads no-break spaces as spaces, and a long text may wrap: texts are compared with single spaces. */
function plain(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}

async function textOf(pdf: Uint8Array): Promise<string> {
  return plain((await extractText(pdf)).join('\n'));
}

const frenchInvoice = invoice({
  purchaseOrderReference: 'BC-2026-118',
  project: { reference: 'PRJ-77', name: 'Refonte du site' },
  notes: ['Merci pour votre confiance.'],
  lines: [
    line({
      description: 'Jalon 1 — Cadrage',
      unitPriceCents: 123_456,
      period: { start: '2026-11-02', end: '2026-11-13' },
    }),
    line({ description: 'Développement — Camille Durand', quantity: 7, unit: 'HUR', unitPriceCents: 8_571 }),
    line({ kind: 'agency-fee', description: 'Frais d’agence', unitPriceCents: 12_000 }),
  ],
});

function issue(input: Parameters<typeof issueDocument>[0]) {
  return issueDocument(input, { producedAt: PRODUCED_AT });
}

/** The values an XPath finds in an XML text. */
function xpath(xml: string, path: string): string[] {
  return SaxonJS.XPath.evaluate(`parse-xml($xml)${path} ! string()`, null, {
    namespaceContext: {
      x: 'adobe:ns:meta/',
      rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
      pdfaid: 'http://www.aiim.org/pdfa/ns/id/',
      dc: 'http://purl.org/dc/elements/1.1/',
      xmp: 'http://ns.adobe.com/xap/1.0/',
      pdf: 'http://ns.adobe.com/pdf/1.3/',
      fx: 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#',
      pdfaSchema: 'http://www.aiim.org/pdfa/ns/schema#',
      pdfaProperty: 'http://www.aiim.org/pdfa/ns/property#',
      ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
      rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
    },
    resultForm: 'array',
    params: { xml },
  }) as string[];
}

describe('an invoice’s PDF/A-3b structure', async () => {
  const issued = await issue(frenchInvoice);
  const pdf = await PDFDocument.load(issued.pdf, { updateMetadata: false });
  const contents = await readFacturXPdf(issued.pdf);

  it('opens in another reader, on A4 pages, unencrypted, with a binary header and a file identifier', async () => {
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    for (const page of pdf.getPages()) expect(page.getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(pdf.isEncrypted).toBe(false);
    expect(new TextDecoder('latin1').decode(issued.pdf.slice(0, 9))).toBe('%PDF-1.7\n');
    expect([...issued.pdf.slice(10, 14)].every((byte) => byte > 127)).toBe(true);
    const id = pdf.context.trailerInfo.ID;
    expect(id).toBeInstanceOf(PDFArray);
    const [first, second] = (id as PDFArray).asArray();
    expect(first).toBeInstanceOf(PDFHexString);
    expect(first?.toString()).toBe(second?.toString());
    expect((await extractText(issued.pdf)).join('\n')).toContain('FACTURE');
  });

  it('declares PDF/A-3b and Factur-X EN 16931 in XMP metadata that repeats the document information', () => {
    const xmp = contents.xmp ?? '';
    expect(xpath(xmp, '//pdfaid:part')).toEqual(['3']);
    expect(xpath(xmp, '//pdfaid:conformance')).toEqual(['B']);
    expect(xpath(xmp, '//fx:DocumentType')).toEqual(['INVOICE']);
    expect(xpath(xmp, '//fx:DocumentFileName')).toEqual(['factur-x.xml']);
    expect(xpath(xmp, '//fx:Version')).toEqual(['1.0']);
    expect(xpath(xmp, '//fx:ConformanceLevel')).toEqual(['EN 16931']);
    // The extension schema describes every fx property the file uses.
    expect(xpath(xmp, '//pdfaSchema:namespaceURI')).toEqual([
      'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#',
    ]);
    expect(xpath(xmp, '//pdfaProperty:name').sort()).toEqual([
      'ConformanceLevel',
      'DocumentFileName',
      'DocumentType',
      'Version',
    ]);
    expect(xmp.startsWith('<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>')).toBe(true);
    expect(xmp.trimEnd().endsWith('<?xpacket end="w"?>')).toBe(true);

    expect(xpath(xmp, '//dc:title//rdf:li')).toEqual([pdf.getTitle()]);
    expect(xpath(xmp, '//dc:creator//rdf:li')).toEqual([pdf.getAuthor()]);
    expect(xpath(xmp, '//dc:description//rdf:li')).toEqual([pdf.getSubject()]);
    expect(xpath(xmp, '//pdf:Producer')).toEqual([pdf.getProducer()]);
    expect(xpath(xmp, '//xmp:CreatorTool')).toEqual([pdf.getCreator()]);
    expect(xpath(xmp, '//xmp:CreateDate')).toEqual(['2026-11-26T09:30:00Z']);
    expect(pdf.getCreationDate()?.toISOString()).toBe(PRODUCED_AT.toISOString());
    expect(pdf.getModificationDate()?.toISOString()).toBe(PRODUCED_AT.toISOString());
    expect(pdf.getTitle()).toBe('Facture F-2026-0042');
    expect(pdf.catalog.lookup(PDFName.of('Lang'))?.toString()).toBe('(fr-FR)');
  });

  it('keeps the metadata stream unfiltered, as PDF/A asks', () => {
    const metadata = pdf.catalog.lookup(PDFName.of('Metadata'));
    expect(metadata).toBeInstanceOf(PDFRawStream);
    expect((metadata as PDFRawStream).dict.get(PDFName.of('Filter'))).toBeUndefined();
    expect((metadata as PDFRawStream).dict.get(PDFName.of('Subtype'))?.toString()).toBe('/XML');
  });

  it('has an sRGB output intent carrying the embedded ICC profile', () => {
    const intents = pdf.catalog.lookup(PDFName.of('OutputIntents'));
    expect(intents).toBeInstanceOf(PDFArray);
    const intent = (intents as PDFArray).lookup(0) as PDFDict;
    expect(intent.get(PDFName.of('S'))?.toString()).toBe('/GTS_PDFA1');
    expect(intent.get(PDFName.of('OutputConditionIdentifier'))?.toString()).toBe('(sRGB IEC61966-2.1)');
    const profile = intent.lookup(PDFName.of('DestOutputProfile'));
    expect((profile as PDFRawStream).dict.get(PDFName.of('N'))).toEqual(PDFNumber.of(3));
    expect(decodeStream(profile)).toEqual(srgbIccProfile());
  });

  it('embeds the invoice’s XML as factur-x.xml, Data, in the name tree and the catalog’s associated files', () => {
    expect(contents.attachmentNames).toEqual(['factur-x.xml']);
    expect(contents.afRelationship).toBe('Data');
    expect(contents.mimeType).toBe('text/xml');
    expect(contents.xml).toBe(issued.xml);
    expect(xpath(contents.xml ?? '', '/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:ID')).toEqual([
      'F-2026-0042',
    ]);
    const spec = (pdf.catalog.lookup(PDFName.of('AF')) as PDFArray).lookup(0) as PDFDict;
    expect(spec.get(PDFName.of('Type'))?.toString()).toBe('/Filespec');
    expect(spec.get(PDFName.of('F'))?.toString()).toBe('(factur-x.xml)');
    const file = lookupDict(spec, 'EF')?.lookup(PDFName.of('F')) as PDFRawStream;
    expect(lookupDict(file.dict, 'Params')?.get(PDFName.of('ModDate'))).toBeDefined();
  });

  it('embeds every font it uses, as subsets that draw each character as the typeface does', async () => {
    const fonts = listFonts(pdf);
    expect(fonts.map((font) => font.baseFont).sort()).toEqual([
      '/ESCDOB+Inter-Bold',
      '/ESCDOC+Inter-Regular',
    ]);
    const originals = {
      '/ESCDOC+Inter-Regular': await readFile(FONT_FILES.regular),
      '/ESCDOB+Inter-Bold': await readFile(FONT_FILES.bold),
    };
    for (const font of fonts) {
      expect(font.subtype).toBe('/Type0');
      expect(font.program?.length).toBeGreaterThan(1000);
      expect(font.toUnicode.size).toBeGreaterThan(20);
      expect(charactersDrawnWrong(font, originals[font.baseFont as keyof typeof originals])).toEqual([]);
    }
  });

  it('draws the no-break and narrow no-break spaces of French typography with their own glyphs', () => {
    const regular = listFonts(pdf).find((font) => font.baseFont === '/ESCDOC+Inter-Regular');
    const drawn = new Set(regular?.toUnicode.values());
    expect(drawn).toContain(NBSP);
    expect(drawn).toContain(NNBSP);
  });

  it('shows no .notdef glyph and uses no transparency, JavaScript or encryption', () => {
    expect(shownGlyphIds(pdf)).not.toContain(0);
    for (const [, object] of pdf.context.enumerateIndirectObjects()) {
      const dict = object instanceof PDFRawStream ? object.dict : object;
      if (!(dict instanceof PDFDict)) continue;
      for (const key of ['SMask', 'JS', 'JavaScript', 'Encrypt', 'Group']) {
        expect(dict.get(PDFName.of(key)), key).toBeUndefined();
      }
      for (const key of ['CA', 'ca']) {
        const alpha = dict.get(PDFName.of(key));
        if (alpha) expect(alpha).toEqual(PDFNumber.of(1));
      }
    }
  });
});

describe('what the invoice says', () => {
  it('prints, in French, every mention an invoice between businesses must carry', async () => {
    const text = await textOf((await issue(frenchInvoice)).pdf);
    for (const mention of [
      'Escouade Conseil',
      `SAS au capital de 10${NNBSP}000${NBSP}€`,
      `RCS Paris 901${NBSP}234${NBSP}567`,
      `SIRET 901${NBSP}234${NBSP}567${NBSP}00013`,
      'N° TVA intracommunautaire FR15901234567',
      'Boulangeries Martin & Fils',
      `SIREN 812${NBSP}345${NBSP}676`,
      'N° TVA intracommunautaire FR19812345676',
      'N° F-2026-0042',
      'Date d’émission',
      `26${NBSP}novembre 2026`,
      `du 1er au 30${NBSP}novembre 2026`,
      'Date d’échéance',
      `26${NBSP}décembre 2026`,
      'BC-2026-118',
      'Refonte du site (PRJ-77)',
      `Conditions de paiement${NBSP}: Paiement à 30 jours à réception de facture, par virement.`,
      'IBAN FR76 3000 6000 0112 3456 7890 189 · BIC AGRIFRPPXXX',
      `Pénalités de retard${NBSP}: 12,15${NNBSP}% par an`,
      `Indemnité forfaitaire pour frais de recouvrement due en cas de retard de paiement${NBSP}: 40${NBSP}€`,
      `Escompte pour paiement anticipé${NBSP}: néant.`,
      `du 2 au 13${NBSP}novembre 2026`,
      `1${NNBSP}234,56${NBSP}€`,
      `7${NBSP}h`,
      '85,71',
      'Frais d’agence',
      'Total HT',
      `TVA 20${NNBSP}% sur 1${NNBSP}954,53${NBSP}€`,
      `390,91${NBSP}€`,
      'Total TTC',
      `2${NNBSP}345,44${NBSP}€`,
      'Net à payer',
      'Merci pour votre confiance.',
    ]) {
      expect(text, mention).toContain(plain(mention));
    }
  });

  it('prints an English invoice the English way', async () => {
    const text = await textOf((await issue({ ...frenchInvoice, language: 'en' })).pdf);
    for (const mention of [
      'INVOICE',
      'No. F-2026-0042',
      `26${NBSP}November 2026`,
      `1${NBSP}November 2026 to 30${NBSP}November 2026`,
      '€1,234.56',
      'Total excl. VAT',
      'VAT 20% on €1,954.53',
      'Amount due',
      'Late-payment penalties: 12.15% per year',
      'Fixed compensation for recovery costs owed in case of late payment: €40',
      'No discount for early payment.',
      'VAT number FR15901234567',
    ]) {
      expect(text, mention).toContain(plain(mention));
    }
  });

  it('says why no VAT is charged: the franchise en base, or the reverse charge', async () => {
    const exempt = await issue(
      invoice({
        seller: FRANCHISE_AGENCY,
        vatExemption: { reason: 'TVA non applicable, art. 293 B du CGI', code: 'VATEX-FR-FRANCHISE' },
        lines: [line({ vat: { category: 'E' } })],
      }),
    );
    const exemptText = await textOf(exempt.pdf);
    expect(exemptText).toContain('TVA non applicable, art. 293 B du CGI');
    expect(exemptText).toContain('N° fiscal 1234567890123');
    expect(exemptText).not.toContain('au capital de');

    const reverseCharge = await issue(
      invoice({ language: 'en', buyer: GERMAN_CLIENT, lines: [line({ vat: { category: 'AE' } })] }),
    );
    const reverseText = await textOf(reverseCharge.pdf);
    expect(reverseText).toContain('Autoliquidation (reverse charge): VAT payable by the customer');
    expect(reverseText).toContain('Nordlicht Software GmbH');
    expect(reverseText).toContain('Germany');
    expect(reverseText).toContain('VAT number DE123456789');
    expect(reverseText).not.toContain('SIREN 8');
  });

  it('titles a credit note and names the invoice it cancels; its XML is a 381', async () => {
    const original = parseBillingDocument(frenchInvoice) as Invoice;
    const creditNote = creditNoteFromInvoice(original, {
      number: 'AV-2026-0001',
      issueDate: '2026-12-01',
      reason: 'Jalon 1 annulé',
      lines: original.lines.slice(0, 1),
    });
    const issued = await issue(creditNote);
    const text = await textOf(issued.pdf);
    expect(text).toContain('AVOIR');
    expect(text).toContain('F-2026-0042 du 26 novembre 2026');
    expect(text).toContain('Jalon 1 annulé');
    expect(text).toContain('Total de l’avoir TTC');
    const { xml } = await readFacturXPdf(issued.pdf);
    expect(xpath(xml ?? '', '/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode')).toEqual(['381']);
  });

  it('cuts a long invoice into numbered pages, repeating the table’s head, and shows every line', async () => {
    const lines = Array.from({ length: 60 }, (_, index) =>
      line({
        description: `Ticket #${1000 + index} — correction`,
        quantity: 1.5,
        unit: 'HUR',
        unitPriceCents: 8_000,
      }),
    );
    const issued = await issue(invoice({ lines }));
    const pages = await extractText(issued.pdf);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1}/${pages.length}`));
    expect(pages[1]).toContain('Facture F-2026-0042 (suite)');
    expect(pages[1]).toContain('Prix unitaire HT');
    for (let index = 0; index < 60; index++) expect(pages.join('\n')).toContain(`Ticket #${1000 + index}`);
  });

  it('replaces characters the font cannot draw rather than showing an empty glyph', async () => {
    const issued = await issue(invoice({ lines: [line({ description: 'Lancement 🚀 東京 — ok' })] }));
    const pdf = await PDFDocument.load(issued.pdf);
    expect(shownGlyphIds(pdf)).not.toContain(0);
    expect(await textOf(issued.pdf)).toContain('Lancement ? ?? — ok');
    // The XML keeps the text as it was typed.
    expect(issued.xml).toContain('Lancement 🚀 東京 — ok');
  });

  it('produces the same bytes for the same document and moment', async () => {
    const [first, second] = await Promise.all([issue(frenchInvoice), issue(frenchInvoice)]);
    expect(sha256Hex(first.pdf)).toBe(sha256Hex(second.pdf));
  });
});

describe('a quote', () => {
  const quote = {
    ...invoice(),
    kind: 'quote' as const,
    number: 'D-2026-0009',
    validUntil: '2026-12-26',
    paymentTerms: '30 % à la commande, le solde à la livraison.',
  };

  it('is a PDF/A-3b without Factur-X XML, with its validity date and a blank acceptance block', async () => {
    const issued = await issue(quote);
    expect(issued.xml).toBeNull();
    const contents = await readFacturXPdf(issued.pdf);
    expect(contents.attachmentNames).toEqual([]);
    expect(contents.xml).toBeNull();
    expect(xpath(contents.xmp ?? '', '//pdfaid:part')).toEqual(['3']);
    expect(xpath(contents.xmp ?? '', '//fx:DocumentType')).toEqual([]);
    const pdf = await PDFDocument.load(issued.pdf);
    expect(pdf.catalog.get(PDFName.of('AF'))).toBeUndefined();
    const text = await textOf(issued.pdf);
    expect(text).toContain('DEVIS');
    expect(text).toContain('Valable jusqu’au');
    expect(text).toContain('26 décembre 2026');
    expect(text).toContain('Bon pour accord');
    expect(text).not.toContain('Net à payer');
  });

  it('once accepted, shows who accepted it, when, and the fingerprint of the quote they saw', async () => {
    const shown = await issue(quote);
    const accepted = await issue({
      ...quote,
      acceptance: {
        fullName: 'Claire Martin',
        acceptedAt: '2026-11-27T14:32:05+01:00',
        documentSha256: shown.pdfSha256,
      },
    });
    const text = await textOf(accepted.pdf);
    expect(text).toContain(
      'Devis accepté en ligne par Claire Martin le 27 novembre 2026 à 14:32:05 (UTC+01:00).',
    );
    expect(text).toContain(shown.pdfSha256);
    expect(accepted.pdfSha256).not.toBe(shown.pdfSha256);
  });
});

describe('the sRGB profile', () => {
  it('is read by a colour management module and converts colours as sRGB does', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'escouade-icc-'));
    try {
      const profile = path.join(directory, 'srgb.icc');
      await writeFile(profile, srgbIccProfile());
      const pixel = {
        create: { width: 1, height: 1, channels: 3 as const, background: { r: 200, g: 100, b: 50 } },
      };
      const tagged = await sharp(pixel).withIccProfile(profile).png().toBuffer();
      const throughOurs = await sharp(tagged).withIccProfile('p3').raw().toBuffer();
      const throughBuiltIn = await sharp(await sharp(pixel).png().toBuffer())
        .withIccProfile('p3')
        .raw()
        .toBuffer();
      expect(throughOurs).toHaveLength(3);
      [...throughOurs].forEach((channel, index) =>
        expect(Math.abs(channel - (throughBuiltIn[index] ?? 0))).toBeLessThanOrEqual(1),
      );
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
