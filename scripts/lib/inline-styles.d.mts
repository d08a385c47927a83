export function cspHash(text: string): string;
export function inlineStylesheets(
  template: string,
  clientDir: string,
): { html: string; hashes: string[] };
