import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

/** Identifiers of the development Apple pass type (real ones come with the club's certificate). */
export const DEV_PASS_TYPE_IDENTIFIER = 'pass.localhost.stadio.dev';
export const DEV_TEAM_IDENTIFIER = 'STADIODEV1';

function rsaKeys(): { privatePem: string; publicPem: string } {
  // Node's native generator: node-forge's pure-JS RSA generation takes seconds.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ format: 'pem', type: 'pkcs1' }).toString(),
    publicPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  };
}

function certificate(options: {
  subject: forge.pki.CertificateField[];
  issuer: forge.pki.CertificateField[];
  publicPem: string;
  signingPem: string;
  isCa: boolean;
}): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(options.publicPem);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 5 * 365 * 24 * 3600 * 1000);
  cert.setSubject(options.subject);
  cert.setIssuer(options.issuer);
  cert.setExtensions(
    options.isCa
      ? [
          { name: 'basicConstraints', cA: true },
          { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true },
        ]
      : [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true },
        ],
  );
  cert.sign(forge.pki.privateKeyFromPem(options.signingPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/**
 * Writes development wallet credentials into `dir` unless they are there (ADR 0009): an Apple
 * "WWDR" CA of our own with a pass signing certificate it issued (apple/), and a Google service
 * account key with a made-up issuer id (google/). Passes signed with them are well formed and
 * verifiable against the generated CA, but Apple and Google devices will not accept them.
 */
export function ensureDevWalletKeys(dir: string): void {
  const appleDir = path.join(dir, 'apple');
  if (!existsSync(path.join(appleDir, 'signer-key.pem'))) {
    mkdirSync(appleDir, { recursive: true });
    const ca = rsaKeys();
    const signer = rsaKeys();
    const caName = [
      { name: 'commonName', value: 'Stadio Development WWDR CA' },
      { name: 'organizationName', value: 'Stadio development' },
    ];
    const wwdr = certificate({
      subject: caName,
      issuer: caName,
      publicPem: ca.publicPem,
      signingPem: ca.privatePem,
      isCa: true,
    });
    const signerCert = certificate({
      subject: [
        { name: 'commonName', value: `Pass Type ID: ${DEV_PASS_TYPE_IDENTIFIER}` },
        { shortName: 'OU', value: DEV_TEAM_IDENTIFIER },
        { name: 'organizationName', value: 'Stadio development' },
      ],
      issuer: caName,
      publicPem: signer.publicPem,
      signingPem: ca.privatePem,
      isCa: false,
    });
    writeFileSync(path.join(appleDir, 'wwdr.pem'), wwdr);
    writeFileSync(path.join(appleDir, 'signer-cert.pem'), signerCert);
    writeFileSync(path.join(appleDir, 'signer-key.pem'), signer.privatePem, { mode: 0o600 });
    writeFileSync(
      path.join(appleDir, 'pass-type.json'),
      JSON.stringify(
        { passTypeIdentifier: DEV_PASS_TYPE_IDENTIFIER, teamIdentifier: DEV_TEAM_IDENTIFIER },
        null,
        2,
      ),
    );
  }
  const googleDir = path.join(dir, 'google');
  if (!existsSync(path.join(googleDir, 'service-account.json'))) {
    mkdirSync(googleDir, { recursive: true });
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const account = {
      type: 'service_account',
      client_email: 'stadio-wallet@stadio-dev.iam.gserviceaccount.com',
      private_key: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      private_key_id: randomBytes(8).toString('hex'),
      issuer_id: '3388000000000000000',
    };
    writeFileSync(path.join(googleDir, 'service-account.json'), JSON.stringify(account, null, 2), {
      mode: 0o600,
    });
  }
}
