import fs from 'node:fs';
import https from 'node:https';
import tls from 'node:tls';

/** The organisation's Swish certificate: PEM files, or a .p12 with its passphrase. */
export type SwishCredentials =
  | { certPath: string; keyPath: string; caPath?: string }
  | { p12Path: string; passphrase?: string; caPath?: string };

function readFile(variable: string, file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    throw new Error(
      `Invalid configuration: ${variable} (${file}) cannot be read: ${reason(error)}`,
    );
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The keep-alive agent that presents the certificate to Swish. The files are read and parsed
 * now, so a missing file, a wrong passphrase or a key that does not match its certificate stops
 * the start with a message that names the variable, rather than failing the first gift.
 */
export function createSwishAgent(credentials: SwishCredentials): https.Agent {
  const ca = credentials.caPath ? readFile('SWISH_CA', credentials.caPath) : undefined;
  const identity =
    'p12Path' in credentials
      ? {
          pfx: readFile('SWISH_P12', credentials.p12Path),
          passphrase: credentials.passphrase,
        }
      : {
          cert: readFile('SWISH_CERT', credentials.certPath),
          key: readFile('SWISH_KEY', credentials.keyPath),
        };
  const names =
    'p12Path' in credentials ? 'SWISH_P12 and SWISH_P12_PASSPHRASE' : 'SWISH_CERT and SWISH_KEY';
  try {
    tls.createSecureContext({ ...identity, ca });
  } catch (error) {
    throw new Error(
      `Invalid configuration: ${names} (or SWISH_CA) cannot be used: ${reason(error)}`,
    );
  }
  return new https.Agent({ ...identity, ca, keepAlive: true, minVersion: 'TLSv1.2' });
}
