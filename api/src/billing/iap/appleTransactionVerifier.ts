import { SignedDataVerifier, Type, VerificationException, VerificationStatus } from '@apple/app-store-server-library';
import { AppError } from '../../errors/AppError';
import type { AppleSettings } from './appleSettings';

/** An App Store transaction whose signature, chain, bundle id and environment were checked. */
export interface AppleTransaction {
  transactionId: string;
  /** The same for every renewal of a subscription, and for a restored purchase: what a grant is keyed by. */
  originalTransactionId: string;
  /** The App Store product id (products.apple_product_id). */
  productId: string;
  /** Auto-renewable subscriptions: the end of the period paid for; null for everything else. */
  expiresAt: Date | null;
  /** Refunded or revoked by Apple (family sharing withdrawn, a refund): it gives nothing. */
  revokedAt: Date | null;
  environment: string;
}

export interface AppleTransactionVerifier {
  /** The transaction a signed transaction (JWS) holds; 400 invalid_transaction when it cannot be trusted. */
  verify(signedTransaction: string): Promise<AppleTransaction>;
}

/** Whether a verified transaction still gives its product at `now`: neither revoked nor past its period. */
export function isLiveTransaction(transaction: AppleTransaction, now: Date): boolean {
  if (transaction.revokedAt !== null) return false;
  return transaction.expiresAt === null || transaction.expiresAt.getTime() > now.getTime();
}

/**
 * Apple's SignedDataVerifier for `settings`, made once per app: with online checks it keeps the chains it has
 * checked (OCSP answers) for a while. Its failures become our error codes: a bad or foreign transaction is
 * invalid_transaction; an OCSP responder that could not be reached is ours to retry, not the member's fault.
 */
export function createAppleTransactionVerifier(settings: AppleSettings): AppleTransactionVerifier {
  const verifier = new SignedDataVerifier(
    settings.rootCertificates,
    settings.enableOnlineChecks,
    settings.environment,
    settings.bundleId,
    settings.appAppleId,
  );
  return {
    async verify(signedTransaction) {
      let decoded;
      try {
        decoded = await verifier.verifyAndDecodeTransaction(signedTransaction);
      } catch (error) {
        if (
          error instanceof VerificationException &&
          error.status === VerificationStatus.RETRYABLE_VERIFICATION_FAILURE
        ) {
          throw new AppError('service_unavailable', 'We could not reach the App Store. Please try again.', {
            cause: error,
          });
        }
        throw new AppError('invalid_transaction', undefined, { cause: error });
      }
      const { transactionId, originalTransactionId, productId } = decoded;
      // Apple always sets these; a transaction without them names nothing we could grant.
      if (!transactionId || !originalTransactionId || !productId) throw new AppError('invalid_transaction');
      // Only an auto-renewable subscription ends by date; a subscription without an end would never expire here.
      const expiresDate = decoded.type === Type.AUTO_RENEWABLE_SUBSCRIPTION ? decoded.expiresDate : null;
      if (expiresDate === undefined) throw new AppError('invalid_transaction');
      return {
        transactionId,
        originalTransactionId,
        productId,
        expiresAt: expiresDate === null ? null : new Date(expiresDate),
        revokedAt: decoded.revocationDate !== undefined ? new Date(decoded.revocationDate) : null,
        environment: String(decoded.environment ?? settings.environment),
      };
    },
  };
}
