import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError } from '../domain/errors';
import { errorBody, httpStatusFor } from './envelope';

/** Fastify's own request errors (bad JSON, wrong content type, too large) as our envelope. */
function fromFastifyError(error: FastifyError): DomainError | null {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.statusCode === 413) {
    return new DomainError('invalidInput', 'validation:upload.tooLarge');
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new DomainError('invalidInput', 'invalidRequest');
  }
  return null;
}

/** Every answer is the envelope: domain errors translated, anything unexpected a logged 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const domain = error instanceof DomainError ? error : fromFastifyError(error);
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
