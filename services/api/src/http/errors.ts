import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../core/errors';
import { errorBody, httpStatusFor } from './envelope';
import { MULTIPART_LIMITS, tooLarge } from './requestInput';

/** The limits of a multipart body as their 413 names them (MULTIPART_LIMITS). */
const MULTIPART_LIMIT_ERRORS: Record<string, () => DomainError> = {
  FST_REQ_FILE_TOO_LARGE: () =>
    new DomainError('payloadTooLarge', 'validation:upload.tooLarge', {}),
  FST_FILES_LIMIT: () => tooLarge('files', { max: MULTIPART_LIMITS.files }),
  FST_FIELDS_LIMIT: () => tooLarge('fields', { max: MULTIPART_LIMITS.fields }),
  FST_PARTS_LIMIT: () => tooLarge('parts', { max: MULTIPART_LIMITS.parts }),
};

/** A body over the body limit, named by what it was: JSON, a form, or anything else. */
function bodyTooLarge(request: FastifyRequest): DomainError {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  const kb = Math.floor(request.routeOptions.bodyLimit / 1024);
  if (type.includes('json')) return tooLarge('json', { kb });
  if (type.startsWith('application/x-www-form-urlencoded')) return tooLarge('form', { kb });
  return tooLarge('body', { kb });
}

/**
 * Fastify's own request errors (bad JSON, wrong content type, too large) as our envelope; a 413
 * names what was too large, in the request's language (docs/decisions-api.md#request-size).
 */
function fromFastifyError(error: FastifyError, request: FastifyRequest): DomainError | null {
  const limit = MULTIPART_LIMIT_ERRORS[error.code];
  if (limit) return limit();
  if (error.statusCode === 413) return bodyTooLarge(request);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new DomainError('invalidInput', 'invalidRequest');
  }
  return null;
}

/** Every answer is the envelope: domain errors translated, anything unexpected a logged 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const domain = error instanceof DomainError ? error : fromFastifyError(error, request);
    if (domain) {
      return reply.code(httpStatusFor(domain.resultCode)).send(errorBody(request.lang, domain));
    }
    request.log.error({ err: error }, 'unhandled error');
    const failure = new DomainError('serverError', 'serverError');
    return reply.code(500).send(errorBody(request.lang, failure));
  });

  app.setNotFoundHandler((request, reply) => {
    const notFound = new DomainError('notFound', 'notFound');
    return reply.code(404).send(errorBody(request.lang, notFound));
  });
}
