/** The part of gs1-barcode-parser-mod's CommonJS export that gs1.ts reads (the package ships no types). */
declare module 'gs1-barcode-parser-mod' {
  export interface ParsedElement {
    /** The application identifier, e.g. "01", "17", "10". */
    ai: string;
    /** A string, number or Date, by the AI's kind. */
    data: string | number | Date;
    /** Date AIs: the day as YYYY-MM-DD (a day of 00 already turned into the month's last day). */
    isoDate: string;
    /** The element's characters as they stood in the code. */
    raw: string;
  }
  export interface ParsedBarcode {
    codeName: string;
    parsedCodeItems: ParsedElement[];
  }
  /** Throws a string saying what is wrong when the code is not a GS1 element string. */
  export function parseBarcode(barcode: string): ParsedBarcode;
}
