export function inlineStylesheets(
  template: string,
  clientDir: string,
): { html: string; hashes: string[] };
