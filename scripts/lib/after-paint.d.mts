export function startAppAfterPaint(
  template: string,
  firstLoadScripts: readonly string[],
): Promise<{ html: string; scriptHash: string }>;
