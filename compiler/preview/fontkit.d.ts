// The part of fontkit (pdfkit's font reader) that fonts.ts uses: a face's family and PostScript names.
declare module 'fontkit' {
  interface Face {
    familyName: string;
    postscriptName: string;
  }
  export function openSync(path: string): Face | { fonts: Face[] };
}
