// The part of fontkit (pdfkit's font reader) that fonts.ts uses: a face's family and PostScript names, and which characters it draws.
declare module 'fontkit' {
  interface Face {
    familyName: string;
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  /** With a PostScript name, that face of a collection (.ttc). */
  export function openSync(path: string, postscriptName?: string): Face | { fonts: Face[] };
}
