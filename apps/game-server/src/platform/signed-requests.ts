import { vendorHeaders } from '@portal/contracts';
import { signatureMatches } from '@portal/contracts/signature';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VendorFailure } from './failures.js';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The operator's calls, in the plugin this is registered in: the body is kept as its raw bytes, the signature
 * checked over exactly those bytes with the secret the two share, and only then parsed and validated. A call
 * unsigned, forged, signed for another body or naming another operator is SIGNATURE_INVALID (401), which does
 * not say which.
 */
export function requireOperatorSignature(app: FastifyInstance, operatorCode: string, secret: Buffer): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.addHook('preValidation', async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signed =
      header(request, vendorHeaders.operator) === operatorCode &&
      signatureMatches(secret, raw, header(request, vendorHeaders.signature));
    if (!signed) {
      throw new VendorFailure(
        401,
        'SIGNATURE_INVALID',
        'the request is not signed by the operator',
        vendorHeaders.signature,
      );
    }
    try {
      request.body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new VendorFailure(400, 'VALIDATION_ERROR', 'body: not JSON', 'body');
    }
  });
}
